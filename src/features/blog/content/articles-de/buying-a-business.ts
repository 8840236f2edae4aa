import { defineArticles } from '../articles/define';

export const buyingABusinessArticlesDe = defineArticles(
  'buying-a-business',
  [
    {
      id: 'buying-your-first-company',
      title: 'Das erste eigene Unternehmen kaufen: ein Leitfaden für Übernahmeinteressierte',
      excerpt:
        'Ein bestehendes Unternehmen zu übernehmen statt zu gründen, ist ein echter Karriereweg, der aber Vorbereitung belohnt. Was Sie über sich selbst, Ihr Geld und Ihre Suche klären sollten, bevor Sie ein NDA unterschreiben.',
      publishedAt: '2024-02-06',
      body: `
Tausende Inhaber im deutschsprachigen Mittelstand suchen eine Nachfolge, und immer mehr erfahrene Führungskräfte erwägen, ein bestehendes Unternehmen zu übernehmen, statt eines zu gründen. Wer einen laufenden Betrieb kauft, hat vom ersten Tag an Kunden, Mitarbeitende und Cashflow. Er bezahlt aber auch dafür und übernimmt die Verantwortung für eine Geschichte, die er nicht geschrieben hat.

## Bei sich selbst anfangen

Bevor Sie Inserate ansehen, seien Sie ehrlich, was Sie führen können. Branchenerfahrung, Führungsstil und Risikobereitschaft sollten die Suche bestimmen. Ein ehemaliger Vertriebsleiter aus dem Maschinenbau wirkt auf Verkäufer und Banken beim Kauf eines Maschinenbauzulieferers glaubwürdiger als bei einer Bäckereikette. Gerade Kreditgeber beurteilen die Person ebenso wie das Unternehmen: Nach einschlägiger Führungserfahrung fragen sie oft als Erstes.

## Suchkriterien festlegen

Schreiben Sie ein kurzes Suchprofil: Branche oder Branchen, Region, Größe (zum Beispiel ein Umsatz zwischen zwei und zehn Millionen Euro), Mindestrentabilität und die Rolle, die Sie übernehmen wollen. Dieses Profil schicken Sie an Berater, Plattformen und Geschäftskontakte, und Verkäufer sehen daran schnell, ob Sie passen. Ein zu breites Profil zeigt, dass Sie es nicht durchdacht haben; ein zu enges lässt Sie womöglich jahrelang warten.

## Den Finanzierungsrahmen kennen

Die meisten Erstkäufer kombinieren Eigenkapital, Bankkredite und oft ein Verkäuferdarlehen. Banken erwarten in der Regel einen spürbaren Eigenkapitalanteil des Käufers; als Faustregel sollten Sie mindestens zehn bis zwanzig Prozent des Kaufpreises aus eigenen Mitteln einplanen, wobei das je nach Unternehmen und Kreditgeber schwankt. Förderprogramme wie die ERP-Kredite, die über die Hausbank vergeben werden, können den Eigenmittelbedarf senken, und die Bürgschaftsbanken der Länder können einen Teil des Kredits absichern. Sprechen Sie mit einer Bank, bevor Sie ein Angebot abgeben, nicht danach.

## Ein kleines Beraterteam aufstellen

Sie brauchen einen Steuerberater mit Erfahrung bei Unternehmenskäufen, einen Anwalt für den Kaufvertrag und eventuell einen Dienstleister für die Financial Due Diligence. Vereinbaren Sie Umfang und Honorare vorab. Bei einem kleinen Deal ist eine fokussierte Prüfung der wesentlichen Risiken besser als ein teurer, erschöpfender Bericht.

## Verkäufern mit Fingerspitzengefühl begegnen

Inhaber, die ein selbst aufgebautes Unternehmen verkaufen, hängen oft emotional daran. Sie wollen wissen, wer Sie sind, warum Sie gerade dieses Unternehmen möchten und was aus ihren Mitarbeitenden wird. Ein kurzes persönliches Profil, eine klare Darstellung Ihrer Pläne und Respekt vor der Vertraulichkeit schaffen Vertrauen. Unterschreiben Sie NDAs zügig und halten Sie sie ein, stellen Sie präzise Fragen und machen Sie keine Angebote, die Sie nicht finanzieren können.

## Mit einer langen Suche rechnen

Das passende Unternehmen zu finden, dauert meist länger, als es zu kaufen. Viele Suchen laufen ein Jahr oder länger, und viele vielversprechende Kontakte enden beim ersten Blick in die Zahlen. Das ist normal. Führen Sie eine einfache Liste der Unternehmen, die Sie geprüft haben, und warum Sie abgesagt haben; das schärft Ihre Kriterien und zeigt Verkäufern und Banken, dass Sie diszipliniert vorgehen.

## Die Übergabe von Anfang an planen

Das Wissen des bisherigen Inhabers ist ein großer Teil dessen, was Sie kaufen. Vereinbaren Sie früh, wie lange er bleibt, in welcher Rolle und wie Sie Kunden und Mitarbeitenden vorgestellt werden. Eine strukturierte Übergabe von sechs bis zwölf Monaten ist in inhabergeführten Unternehmen üblich, und ein Verkäufer, der sie mitträgt, ist oft mehr wert als ein etwas niedrigerer Preis.
`,
    },
    {
      id: 'reading-a-teaser-critically',
      title: 'Einen Teaser kritisch lesen',
      excerpt:
        'Ein Teaser ist ein Vermarktungsdokument, das Interesse wecken soll. So ziehen Käufer echte Informationen heraus und entscheiden schnell, ob sie das NDA unterschreiben.',
      publishedAt: '2024-07-09',
      body: `
Käufer, die Übernahmen ernsthaft verfolgen, sehen viele Teaser. Die meisten passen nicht, und die Kunst besteht darin, schnell herauszufinden, welche die Zeit für NDA, Informationsmemorandum und ein erstes Treffen verdienen. Ein Teaser wird von der Verkäuferseite geschrieben, um Interesse zu wecken; ihn gut zu lesen, heißt also, darauf zu achten, was er sagt, wie er es sagt und was er weglässt.

## Mit den harten Fakten beginnen

Schauen Sie zuerst auf das, was sich später überprüfen lässt: Branche, Region, Umsatzspanne, Ergebniskennzahl, Mitarbeitende und Verkaufsanlass. Steht beim Ergebnis „bereinigtes EBITDA“, können Sie davon ausgehen, dass Inhabergehalt, Einmalkosten oder private Ausgaben hinzugerechnet wurden. Das ist legitim, aber die Höhe dieser Bereinigungen wird wichtig sein. Achten Sie auf das Jahr, auf das sich die Zahlen beziehen; ein Teaser, der im Herbst kursiert und nur das Vorjahr zeigt, verbirgt womöglich ein schwächeres laufendes Jahr.

## Die Adjektive übersetzen

Formulierungen wie „Marktführer in seiner Nische“, „treuer Kundenstamm“ oder „erhebliches Wachstumspotenzial“ sind verbreitet. Behandeln Sie jede davon als Frage für später: Marktführer nach welchem Maßstab? Wie viele Kunden machen den Großteil des Umsatzes aus? Warum wurde das Potenzial bisher nicht gehoben? Wachstumspotenzial, das der jetzige Inhaber seit zehn Jahren nicht verfolgt hat, ist oft schwerer zu heben, als es klingt.

## Auf das achten, was fehlt

Teaser sind bewusst kurz, doch manche Lücken sind aufschlussreich. Keine Ergebniszahl, nur der Umsatz, kann auf eine schwache Rentabilität hindeuten. Ohne Verkaufsanlass bleibt offen, ob es um die Nachfolge oder um ein Problem geht. Eine Preisvorstellung weit über dem für die Branche Üblichen lässt auf einen Verkäufer schließen, der womöglich noch nicht verhandlungsbereit ist. Nichts davon ist ein Grund, einen Teaser sofort abzulehnen, aber es sollte Ihre ersten Fragen bestimmen.

## Die Passung zu Ihren Kriterien prüfen

Vergleichen Sie den Teaser mit Ihrem Suchprofil. Liegt die Größe innerhalb Ihrer Finanzierungsmöglichkeiten? Liegt das Unternehmen in einer Region, in der Sie es führen können? Verlangt es Fähigkeiten, die Sie mitbringen? Eine gute Gelegenheit für jemand anderen ist keine gute Gelegenheit für Sie, und ein kurzes, höfliches Nein an den Verkäufer spart allen Zeit.

## Gezielte Fragen vorbereiten

Besteht der Teaser die Prüfung, unterschreiben Sie das NDA und notieren Sie die Fragen, die das Informationsmemorandum beantworten soll. Typisch sind: Umsatz je Kunde und Konzentration auf die fünf größten; die Entwicklung der Rohertragsmarge über drei bis fünf Jahre; die Rolle des Inhabers und der zweiten Führungsebene; der Auftragsbestand; der Investitionsbedarf; und alle Immobilien, Mietverträge oder Genehmigungen, die für das Geschäft entscheidend sind.

## Auf einem Marktplatz

Auf unserer Plattform zeigen Inserate eine anonymisierte Beschreibung, die verifizierte Käufer sehen. Vollständige Angaben werden freigegeben, nachdem Sie das NDA unterzeichnet und das Inserat freigeschaltet haben. Nutzen Sie die anonymisierte Beschreibung wie einen Teaser: Entscheiden Sie vor der Freischaltung, ob das Grundprofil passt, und stellen Sie über die Anfragefunktion präzise Fragen statt allgemeiner Interessenbekundungen. Verkäufer antworten eher Käufern, die erkennbar gelesen haben, was sie veröffentlicht haben.

## Ein einfacher erster Filter

Viele erfahrene Käufer entscheiden innerhalb von fünfzehn Minuten, ob sie einen Teaser weiterverfolgen. Passende Branche, passende Größe, ein plausibles Ergebnisniveau und ein glaubwürdiger Verkaufsanlass genügen, um weiterzumachen. Alles andere gehört in die nächste Phase.
`,
    },
    {
      id: 'what-a-letter-of-intent-contains',
      title: 'Was in eine Absichtserklärung gehört und was nicht',
      excerpt:
        'Die Absichtserklärung ist weitgehend unverbindlich und prägt doch alles, was folgt. Ein Leitfaden Klausel für Klausel für Käufer und Verkäufer kleiner und mittlerer Unternehmen.',
      publishedAt: '2024-10-15',
      body: `
Nach den ersten Gesprächen halten Käufer und Verkäufer ihr gemeinsames Verständnis meist in einer Absichtserklärung fest, oft Letter of Intent (LOI), Term Sheet oder Memorandum of Understanding genannt. In Deutschland wird sie in den wesentlichen kaufmännischen Punkten in der Regel unverbindlich formuliert, mit einigen ausdrücklich verbindlichen Klauseln. Sie ist nicht der Kaufvertrag, doch was hier vereinbart wird, lässt sich später nur schwer wieder aufschnüren.

## Parteien und Transaktion

Der LOI nennt Käufer und Verkäufer und beschreibt, was gekauft wird: alle Anteile an einer GmbH, eine Mehrheitsbeteiligung oder bestimmte Vermögensgegenstände samt Geschäftsbetrieb. Will der Käufer eine Erwerbsgesellschaft nutzen oder Mitinvestoren einbinden, sollte das erwähnt werden.

## Preis oder Preismechanismus

Die wichtigste kaufmännische Klausel. Sie sollte festhalten, ob der Preis ein Unternehmenswert ist, von dem die Nettofinanzverschuldung abgezogen wird, oder ein fester Eigenkapitalpreis; ob ein Zielwert für das Working Capital gilt; ob mit einem Locked-Box-Stichtag oder einer Abschlussbilanz gearbeitet wird; und welche Teile des Preises später fließen, etwa ein Earn-out oder ein Verkäuferdarlehen. Eine vage Angabe wie „rund 4 Millionen Euro vorbehaltlich der Due Diligence“ lässt viel Raum für spätere Nachverhandlungen.

## Struktur und Finanzierung

Share Deal oder Asset Deal, eine etwaige Rückbeteiligung des Verkäufers und wie der Käufer den Kauf finanziert. Verkäufer sollten einen Finanzierungsnachweis verlangen: ein Schreiben der Bank, einen Eigenkapitalnachweis oder die Zusage eines Fonds.

## Due Diligence und Zeitplan

Der Umfang der Prüfung durch den Käufer, die bereitzustellenden Unterlagen und ein Zeitplan bis zu Signing und Closing. Ein klarer Zeitplan hält beide Seiten diszipliniert.

## Exklusivität

Der Verkäufer verpflichtet sich, für einen Zeitraum nicht mit anderen Käufern zu verhandeln, bei mittelständischen Transaktionen üblicherweise sechs bis zwölf Wochen. Diese Klausel ist verbindlich. Aus Sicht des Verkäufers sollte sie so kurz wie realistisch sein und automatisch enden, wenn der Käufer sein Angebot senkt oder Fristen versäumt.

## Weitere wesentliche Punkte

Je nach Transaktion: die Rolle des Verkäufers nach dem Vollzug, der Umgang mit Schlüsselpersonen, Wettbewerbsverbote, Bedingungen wie Finanzierung oder Fusionskontrolle und besondere Freistellungen, von denen der Käufer schon weiß, dass er sie verlangen wird.

## Verbindliche Klauseln

Vertraulichkeit (sofern kein gesondertes NDA besteht), Exklusivität, Kosten (meist trägt jede Seite ihre eigenen), anwendbares Recht und Gerichtsstand. Der LOI sollte klar sagen, welche Klauseln verbindlich sind und dass alles Übrige es nicht ist.

## Was ein LOI nicht tun sollte

Er sollte keine verbindliche Pflicht zum Abschluss des Kaufvertrags enthalten. Bedarf die Übertragung von GmbH-Anteilen der notariellen Beurkundung, kann auch eine verbindliche Verpflichtung zur Übertragung beurkundungspflichtig sein; ein verbindlicher LOI kann also unerwartete Formprobleme schaffen. Er sollte auch nicht so detailliert sein, dass er zu einer zweiten Vertragsverhandlung wird; Ziel ist die Einigung über das Wesentliche.

## Abbruch der Verhandlungen

Weil der LOI unverbindlich ist, kann jede Seite die Verhandlungen beenden. Nach deutschem Recht kommt Schadensersatz für den Abbruch von Verhandlungen nur ausnahmsweise in Betracht, etwa wenn eine Partei den festen Eindruck erweckt hat, der Vertrag werde sicher geschlossen, und die Gespräche dann ohne triftigen Grund abbricht. Praktischen Schutz bietet dem Käufer eine Kostenerstattungsklausel und dem Verkäufer eine kurze Exklusivitätsphase.
`,
    },
    {
      id: 'first-100-days-after-an-acquisition',
      title: 'Die ersten 100 Tage nach dem Unternehmenskauf',
      excerpt:
        'Der Kauf ist vollzogen, jetzt beginnt die eigentliche Arbeit. Ein praktischer Plan für neue Inhaber, um Vertrauen zu gewinnen, das Geschäft abzusichern und erste Veränderungen anzustoßen, ohne Bewährtes zu beschädigen.',
      publishedAt: '2025-06-17',
      body: `
Am Tag nach dem Closing verspüren neue Inhaber oft einen starken Drang zu handeln: ändern, was in der Due Diligence ineffizient wirkte, ein neues Berichtswesen einführen, allen zeigen, dass eine neue Zeit begonnen hat. Die ersten hundert Tage sind wichtig, aber vor allem zum Zuhören, Absichern und Vertrauen aufbauen. Zu schnelle Veränderungen gehören zu den häufigsten Gründen, warum Übernahmen kleiner Unternehmen enttäuschen.

## Tag eins: Kommunikation

Die Mitarbeitenden sollten vom Eigentümerwechsel durch den bisherigen und den neuen Inhaber gemeinsam erfahren, am besten persönlich und am Tag des Closings. Erklären Sie, wer Sie sind, warum Sie das Unternehmen gekauft haben und was gleich bleibt. Seien Sie ehrlich, was Sie noch nicht wissen. Am selben Tag oder kurz danach informieren Sie wichtige Kunden und Lieferanten, ebenfalls möglichst gemeinsam mit dem Verkäufer. Ein kurzer persönlicher Anruf von beiden ist mehr wert als ein förmlicher Brief.

## Woche eins bis vier: die Grundlagen sichern

Stellen Sie sicher, dass Sie kontrollieren, was Ihnen jetzt gehört. Dazu gehören Bankvollmachten und Zeichnungsberechtigungen, der Zugang zu IT-Systemen und Passwörtern, Versicherungen (prüfen Sie, ob der Schutz nach dem Eigentümerwechsel fortbesteht) und die Eintragung neuer Geschäftsführer im Handelsregister. Vergewissern Sie sich, dass wichtige Lizenzen, Genehmigungen und Lieferantenkonten übergegangen oder weiterhin gültig sind.

Schauen Sie genau auf die Liquidität. Neue Inhaber sind oft überrascht vom zeitlichen Anfall von Zahlungen, die in den Jahreszahlen nicht auffielen: saisonale Lagereinkäufe, Jahresboni, Steuervorauszahlungen. Eine einfache Liquiditätsvorschau über dreizehn Wochen, wöchentlich aktualisiert, warnt Sie früh.

## Woche zwei bis acht: zuhören

Führen Sie Einzelgespräche mit allen Schlüsselpersonen und, in einem kleinen Unternehmen, mit möglichst vielen Mitarbeitenden. Fragen Sie, was gut läuft, was sie ärgert und was sie ändern würden. Besuchen Sie die größten Kunden. In diesen Gesprächen lernen Sie mehr über das Geschäft als im Datenraum, und die Menschen werden sich erinnern, dass Sie gefragt haben.

## Woche sechs bis zwölf: einige sichtbare Verbesserungen wählen

Wählen Sie zwei oder drei Veränderungen, die sich die Belegschaft selbst gewünscht hat und die sich schnell umsetzen lassen: eine defekte Maschine reparieren, einen lästigen Ablauf vereinfachen, eine lange aufgeschobene Investition freigeben. Schnelle Erfolge schaffen Glaubwürdigkeit für die schwierigeren Entscheidungen später.

## Ein Berichtswesen einrichten, mit dem Sie leben können

Führen Sie eine kleine Zahl monatlicher Kennzahlen ein, die Sie wirklich brauchen: Umsatz, Rohertragsmarge, Auftragseingang, Liquidität und einige operative Kennzahlen. Lassen Sie die bestehenden Berichte parallel weiterlaufen, bis Sie sie verstehen. Die Buchhaltung oder das ERP-System in den ersten Monaten auszutauschen, ist selten eine gute Idee.

## Den Verkäufer gut einsetzen

Die vereinbarte Übergangszeit mit dem bisherigen Inhaber ist wertvoll. Planen Sie sie: welchen Kunden er Sie vorstellt, welches Wissen er dokumentiert, welche Entscheidungen Sie gemeinsam treffen. Machen Sie dann zu einem vereinbarten Zeitpunkt allen klar, dass Sie die Verantwortung tragen. Eine unklare Übergabe, bei der Mitarbeitende weiterhin den früheren Inhaber fragen, ist für alle unangenehm.

## Nach 100 Tagen

Am Ende dieser Phase sollten Sie einen schriftlichen Plan für die nächsten ein bis drei Jahre haben, den zumindest das Führungsteam kennt, und ein realistisches Bild davon, wo das Unternehmen im Vergleich zu Ihrer Planung beim Kauf steht. Abweichungen sind normal; entscheidend ist, dass Sie sie früh erkennen.
`,
    },
    {
      id: 'red-flags-when-buying-a-small-business',
      title: 'Warnsignale beim Kauf eines kleinen Unternehmens',
      excerpt:
        'Manche Warnsignale tauchen bei fast jeder gescheiterten Übernahme im Mittelstand auf. Wer sie früh erkennt, spart als Käufer Geld und monatelange vergebliche Mühe.',
      publishedAt: '2026-04-21',
      body: `
Jedes Unternehmen hat Schwächen, und ein Käufer, der auf einen makellosen Betrieb wartet, wird nie kaufen. Ziel einer sorgfältigen Prüfung ist nicht, ein perfektes Unternehmen zu finden, sondern zu verstehen, welche Probleme sich im Preis abbilden lassen, welche sich beheben lassen und welche den Prozess beenden sollten. Die folgenden Warnsignale begegnen einem immer wieder.

## Ergebnisse, die von Bereinigungen leben

Ist der ausgewiesene Gewinn bescheiden und erscheint die attraktive Zahl erst nach einer langen Liste von Hinzurechnungen, verlangen Sie für jede einzelne einen Nachweis. Anpassungen beim Inhabergehalt und echte Einmalkosten sind normal. Wiederkehrende „Einmaleffekte“, optimistische Annahmen über Kosten, die angeblich wegfallen, oder Hinzurechnungen, die sich nicht belegen lassen, sind es nicht.

## Kundenkonzentration

Entfällt der Großteil des Umsatzes auf eine Handvoll Kunden, ist das Geschäft nur so sicher wie diese Beziehungen. Prüfen Sie, ob Rahmenverträge bestehen, wann sie enden, ob sie Change-of-Control-Klauseln enthalten und wie lange die Beziehungen schon bestehen. Sprechen Sie vor der Unterschrift mit den Kunden, wenn der Verkäufer es erlaubt, zumindest mit dem größten.

## Ein Abwärtstrend, den Durchschnitte verdecken

Dreijahresdurchschnitte können einen stetigen Rückgang verbergen. Schauen Sie auf Monats- oder Quartalszahlen der letzten zwei Jahre und, wo relevant, auf Auftragseingang und Auftragsbestand. Ein Verkäufer, der auf dem Höhepunkt eines Trends verkaufen will, ist verständlich; einer, der kurz vor einem absehbaren Einbruch verkaufen will, ist ein Risiko.

## Liquidität, die nicht zum Gewinn passt

Ist der Gewinn ordentlich, füllt sich das Bankkonto aber nie, finden Sie heraus, warum. Wachsende Forderungen, steigende Lagerbestände oder hohe Investitionen können Liquidität binden. Manchmal ist die Erklärung harmlos, manchmal deutet sie auf Kunden hin, die nicht zahlen, oder auf Bestände, die sich nicht verkaufen lassen.

## Investitionsstau

Alte Maschinen, veraltete IT, ein Gebäude mit aufgeschobener Instandhaltung oder ein Fuhrpark am Ende seiner Lebensdauer bedeuten Geld, das Sie kurz nach dem Closing ausgeben müssen. Schätzen Sie diesen Betrag und berücksichtigen Sie ihn im Preis oder im Finanzierungsplan.

## Schlüsselpersonen ohne Bindung

Tragen ein oder zwei Mitarbeitende entscheidendes Wissen oder wichtige Beziehungen und wurden nicht gefragt, ob sie bleiben, liegt das Risiko bei Ihnen. Bitten Sie darum, sie vor der Unterschrift kennenzulernen, und denken Sie über Halteprämien nach.

## Zögern beim Herausgeben von Informationen

Verzögerungen sind bei Mittelstandstransaktionen normal; Inhaber führen ihr Geschäft weiter, während sie es verkaufen. Die beharrliche Weigerung, bestimmte Unterlagen vorzulegen, widersprüchliche Antworten oder Zahlen, die sich von Version zu Version ändern, sind etwas anderes. Sie müssen keine Unredlichkeit bedeuten, aber sie bedeuten, dass Sie sich auf das Gesagte nicht verlassen können, und der Kaufvertrag wird starke Garantien brauchen.

## Rechtliche und behördliche offene Enden

Fehlende Genehmigungen, laufende Betriebsprüfungen, ungeklärte Streitigkeiten mit früheren Mitarbeitenden, Umweltthemen auf dem Grundstück oder unklare Rechte an Software und geistigem Eigentum gehören alle auf die Liste. Vieles lässt sich mit gezielten Freistellungen oder einem Preisabschlag regeln. Manches, etwa eine fehlende Betriebsgenehmigung für das Kerngeschäft, kann das Unternehmen unverkäuflich machen, bis es behoben ist.

## Vertrauen Sie Ihrem Prozess

Der teuerste Fehler ist, sich in einen Deal zu verlieben und jedes Warnsignal einzeln wegzuerklären. Notieren Sie Ihre Warnsignale, sobald sie auftauchen, und betrachten Sie sie vor der Unterschrift gemeinsam. Ist die Liste lang geworden, ist der Ausstieg ein legitimes Ergebnis der Due Diligence.
`,
    },
  ],
  'de',
);
