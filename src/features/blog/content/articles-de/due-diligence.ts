import { defineArticles } from '../articles/define';

export const dueDiligenceArticlesDe = defineArticles(
  'due-diligence',
  [
    {
      id: 'due-diligence-checklist-for-sme-acquisitions',
      title: 'Die Due-Diligence-Checkliste für Übernahmen im Mittelstand',
      excerpt:
        'Die Due Diligence bei einem kleinen Unternehmen sollte fokussiert sein, nicht erschöpfend. Eine praktische Checkliste der wichtigsten Bereiche und der Unterlagen, die ein Käufer anfordern sollte.',
      publishedAt: '2024-02-20',
      body: `
Die Due Diligence ist die strukturierte Prüfung eines Unternehmens durch den Käufer vor der Unterzeichnung des Kaufvertrags. Bei großen Transaktionen füllt sie Tausende Seiten. Bei einem kleinen oder mittleren Unternehmen ist das Budget kleiner und das Ziel ein anderes: die Erträge bestätigen, für die Sie bezahlen, die Risiken finden, die Ihnen schaden könnten, und zusammentragen, was Sie für den Kaufvertrag brauchen. Eine fokussierte Checkliste macht das möglich.

## Finanzen

Jahresabschlüsse und Steuererklärungen für drei Jahre, monatliche betriebswirtschaftliche Auswertungen für das laufende und das vorige Jahr, Umsatz und Rohertrag nach Kunden und Produktgruppen, die größten Kunden und ihr Umsatzanteil, die Entwicklung von Auftragseingang und Auftragsbestand, die Einzelheiten der EBITDA-Bereinigungen des Verkäufers, das Working Capital je Monat, Nettofinanzverschuldung und schuldenähnliche Posten sowie das Budget für das laufende Jahr. Die zentrale Frage lautet, ob die Erträge echt und nachhaltig sind.

## Steuern

Steuerbescheide und der Stand von Betriebsprüfungen, offene Steuerverbindlichkeiten, die ordnungsgemäße Abwicklung von Umsatz- und Lohnsteuer, Verrechnungspreise bei verbundenen Unternehmen und die steuerlichen Folgen der geplanten Struktur. In Deutschland können Nachforderungen aus früheren Betriebsprüfungen erheblich sein; der Kaufvertrag enthält deshalb meist eine Steuerfreistellung für die Zeit vor dem Closing.

## Recht

Gesellschaftsvertrag, Handelsregisterauszug und Gesellschafterliste, Gesellschaftervereinbarungen, wichtige Kunden- und Lieferantenverträge (mit Blick auf Change-of-Control- und Exklusivitätsklauseln), Mietverträge, Darlehensverträge und gewährte Sicherheiten, Genehmigungen und Lizenzen, laufende oder drohende Rechtsstreitigkeiten und die Einhaltung des Datenschutzes.

## Mitarbeitende

Organigramm, Mitarbeiterliste mit Gehältern, Vertragsarten und Betriebszugehörigkeit, Verträge der Geschäftsführer und Schlüsselpersonen, gegebenenfalls Tarifverträge und Betriebsvereinbarungen, Pensionszusagen, Bonusregelungen und etwaige Streitigkeiten. Beim Asset Deal gehen Arbeitsverhältnisse nach deutschem Recht automatisch über; diese Prüfung zählt also bei beiden Transaktionsarten.

## Markt und Betrieb

Marktstellung und Wettbewerber, Kundenzufriedenheit und Abwanderung, Preisgestaltung, Abhängigkeit von Lieferanten, Produktionskapazität und Auslastung, Qualitätszertifizierungen sowie Zustand und Alter der wichtigsten Anlagen. Für viele Käufer im Mittelstand liefern Gespräche mit der Geschäftsleitung und Betriebsbesichtigungen hier mehr Erkenntnisse als Dokumente.

## Technologie und geistiges Eigentum

Rechte an Software, Marken, Patenten und Domains, genutzte Lizenzen (einschließlich Open-Source-Komponenten in Softwareprodukten), IT-Systeme und deren Zustand sowie IT-Sicherheit. Prüfen Sie, ob von Mitarbeitenden oder Freiberuflern entwickeltes geistiges Eigentum tatsächlich auf das Unternehmen übertragen wurde.

## Umwelt und Immobilien

Bei Produktionsstandorten: Genehmigungen, bekannte Altlasten, Asbest oder andere Gefahrstoffe und die Einhaltung von Umweltauflagen. Gehört dem Unternehmen Grundbesitz: Grundbuchauszüge und etwaige Belastungen.

## Nach Risiko priorisieren

Nicht jeder Punkt braucht dieselbe Tiefe. Fragen Sie für jeden Bereich, was Sie einen nennenswerten Teil des Kaufpreises kosten könnte, und konzentrieren Sie sich darauf. Ein Softwareunternehmen braucht eine gründliche Prüfung von IP und Technologie, ein Bauunternehmen Aufmerksamkeit für Gewährleistungsansprüche und laufende Projekte, ein Fertigungsbetrieb für Umweltthemen und Maschinen.

## Aus Erkenntnissen Maßnahmen machen

Jede wesentliche Erkenntnis sollte zu einem von vier Ergebnissen führen: einer Preisanpassung, einer besonderen Freistellung oder Garantie im Kaufvertrag, einer Bedingung, die vor dem Closing zu erfüllen ist, oder der Entscheidung, auszusteigen. Ein Due-Diligence-Bericht, der nicht in die Verhandlung einfließt, wurde bezahlt, aber nicht genutzt.
`,
    },
    {
      id: 'vendor-due-diligence',
      title: 'Vendor Due Diligence: Warum Verkäufer eine eigene Prüfung beauftragen',
      excerpt:
        'Eine vom Verkäufer vor dem Verkauf beauftragte Prüfung kann den Prozess beschleunigen und den Preis schützen. Wann sich eine Vendor Due Diligence im Mittelstand lohnt und was sie in der Praxis kostet.',
      publishedAt: '2024-06-11',
      body: `
In einem herkömmlichen Verkauf beauftragt jeder ernsthafte Bieter seine eigene Due Diligence. Der Verkäufer beantwortet dieselben Fragen mehrfach, und Probleme tauchen spät auf, wenn der Käufer Exklusivität und damit Verhandlungsmacht hat. Die Vendor Due Diligence dreht das um: Der Verkäufer lässt das Unternehmen vor der Vermarktung unabhängig prüfen und stellt den Bericht den Bietern zur Verfügung.

## Was sie umfasst

Eine Vendor Due Diligence konzentriert sich meist auf finanzielle Themen: Ertragsqualität, bereinigtes EBITDA, Working Capital, Nettofinanzverschuldung und Businessplan. Je nach Unternehmen kommen steuerliche und rechtliche Prüfungen hinzu. Im Mittelstand genügt oft eine finanzielle und steuerliche Prüfung, manchmal ergänzt um ein kurzes rechtliches Fact Book, das Gesellschaftsunterlagen, wichtige Verträge und arbeitsrechtliche Themen zusammenfasst, ohne sie vertieft zu bewerten.

## Der Nutzen für den Verkäufer

Erstens erfahren Sie von Problemen, bevor Käufer es tun. Ein übersehenes Steuerthema, ein Vertrag mit einer heiklen Change-of-Control-Klausel oder eine EBITDA-Bereinigung, die nicht trägt, lassen sich zu Ihren Bedingungen beheben, erklären oder einpreisen, statt zu einem späten Argument für einen Preisabschlag zu werden.

Zweitens beschleunigt sie den Prozess. Käufer können ihre Angebote auf verlässliche Zahlen stützen, und ihre eigene Prüfung wird zu einer bestätigenden Kontrolle statt zu einer neuen Untersuchung. Das verkürzt die Exklusivitätsphase, in der Deals am häufigsten ins Stocken geraten.

Drittens erhöht sie die Vergleichbarkeit. Arbeiten alle Bieter mit denselben Zahlen, unterscheiden sich ihre Angebote in Preis und Konditionen, nicht in ihren Annahmen über die Zahlen.

## Reliance

Käufer und ihre Banken wollen sich auf den Bericht verlassen können, also den Ersteller haftbar machen können, falls er falsch ist. Der Ersteller erstreckt diese Haftung in der Regel über einen Reliance Letter auf den erfolgreichen Käufer und dessen finanzierende Banken, mit einer Haftungsobergrenze. Klären Sie das zu Beginn; ein Bericht, auf den sich niemand verlassen kann, ist deutlich weniger wert.

## Unabhängigkeit

Eine Vendor Due Diligence nützt nur, wenn Käufer ihr vertrauen. Der Ersteller muss unabhängig sein, sollte nicht der reguläre Abschlussprüfer des Unternehmens sein, wo das einen Konflikt schafft, und muss auch Erkenntnisse berichten, die dem Verkäufer nicht gefallen. Verkäufer versuchen manchmal, auf Formulierungen Einfluss zu nehmen; erfahrene Käufer merken das schnell.

## Kosten und wann es sich lohnt

Eine Vendor Due Diligence ist nicht billig, und bei sehr kleinen Transaktionen steht sie womöglich nicht im Verhältnis. Sie rechnet sich eher, wenn mehrere Bieter erwartet werden, wenn die Abschlüsse komplex sind oder erhebliche Bereinigungen enthalten oder wenn der Verkäufer einen schnellen, kontrollierten Prozess mit wenig Raum für Nachverhandlungen möchte. Bei einem kleinen Betrieb mit nur einem Interessenten erreichen ein gut vorbereiteter Datenraum und eine klare EBITDA-Überleitung oft einen Großteil desselben Effekts zu geringeren Kosten.

## Eine leichtere Alternative: der Readiness-Check

Viele Verkäufer im Mittelstand beauftragen eine kürzere Prüfung, mitunter Sell-side Readiness Check genannt. Ein Berater geht das Unternehmen so durch, wie es ein Käufer täte, listet die Themen auf und empfiehlt, was zu beheben ist. Der Bericht wird nicht an Käufer weitergegeben, bereitet den Verkäufer aber auf die kommenden Fragen vor. Er ist ein sinnvoller erster Schritt, auch wenn Sie sich später gegen eine vollständige Vendor Due Diligence entscheiden.
`,
    },
    {
      id: 'financial-due-diligence-quality-of-earnings',
      title: 'Financial Due Diligence: die Qualität der Erträge verstehen',
      excerpt:
        'Die Analyse der Ertragsqualität stellt eine einfache Frage: Wie viel vom ausgewiesenen Gewinn erhält der Käufer tatsächlich, Jahr für Jahr? Die wichtigsten Prüfungen und was sie zeigen.',
      publishedAt: '2025-01-14',
      body: `
Der Kaufpreis der meisten Unternehmen ist ein Vielfaches ihres Ergebnisses. Ist das Ergebnis überhöht, zahlt der Käufer gleich mehrfach zu viel. Die Financial Due Diligence ist das Werkzeug des Käufers, um es zu prüfen, und ihr Kern ist die Analyse der Ertragsqualität (Quality of Earnings): Wie nachhaltig, wie wiederholbar und wie liquiditätswirksam ist der ausgewiesene Gewinn?

## Ausgangspunkt: ausgewiesen und bereinigt

Die Analyse beginnt mit dem ausgewiesenen EBITDA und den Bereinigungen des Verkäufers. Jede Bereinigung wird auf Nachweise geprüft und darauf, ob sie sich wirklich nicht wiederholt. Dann ergänzen die Berater eigene Bereinigungen, die oft in die andere Richtung gehen: ein fehlendes marktübliches Gehalt für den Inhaber, Kosten, die vor dem Verkauf aufgeschoben wurden, oder Erträge, die nicht fortbestehen werden.

## Qualität der Umsätze

Umsatz ist nicht gleich Umsatz. Die Prüfung betrachtet, wie sich der Umsatz auf wiederkehrende Verträge, Stammkunden und einmalige Projekte verteilt; wie stark er konzentriert ist; ob große Aufträge ins letzte Geschäftsjahr vorgezogen wurden; und ob die Umsatzrealisierung einheitlich ist, etwa bei langfristigen Projekten, bei denen ein Teil des Umsatzes vor der Fertigstellung gebucht wird. Ein Umsatzsprung im letzten Monat des Jahres verdient eine Nachfrage.

## Entwicklung der Margen

Die Rohertragsmarge über mehrere Jahre, möglichst nach Produkt- oder Kundengruppen, zeigt Preissetzungsmacht und Kostendisziplin. Eine sinkende Marge, die von wachsendem Umsatz verdeckt wird, ist ein typischer Befund. Ebenso eine Marge, die von gerade zugunsten des Verkäufers neu verhandelten Einkaufspreisen abhängt.

## Kostenbasis

Liegen die Kosten auf einem nachhaltigen Niveau? Häufige Befunde sind im Verkaufsjahr aufgeschobene Instandhaltung, unbesetzte Stellen, gekürztes Marketing oder Mitarbeitende, die nicht erfasste Überstunden leisten. All das schönt den aktuellen Gewinn und muss vom neuen Eigentümer bezahlt werden.

## Umwandlung in Liquidität

Gewinn und Liquidität sollten sich über die Zeit gemeinsam entwickeln. Die Prüfung vergleicht das EBITDA mit dem operativen Cashflow und untersucht die Differenz: steigende Forderungen, wachsende Vorräte, veränderte Zahlungsziele bei Lieferanten. Ein Unternehmen, dessen Cash-Conversion dauerhaft schwach ist, hat womöglich Kunden, die spät zahlen, Bestände, die sich nicht verkaufen, oder eine zu optimistische Bilanzierung.

## Nettofinanzverschuldung und Working Capital

Die Financial Due Diligence bereitet auch den Preismechanismus vor: welche Posten schuldenähnlich sind, welches Working Capital normal ist und wie die Bilanz zum Stichtag aussieht. Diese Erkenntnisse fließen unmittelbar in den Kaufvertrag ein.

## Was der Verkäufer tun kann

Verkäufer können die meisten dieser Fragen vorwegnehmen. Bereiten Sie Monatszahlen vor, stimmen Sie sie mit den Jahresabschlüssen ab, belegen Sie jede Bereinigung und seien Sie bereit, ungewöhnliche Entwicklungen zu erklären. Verkäufer, die ihre eigenen Zahlen so genau kennen, beantworten Fragen schnell; das schafft Vertrauen und hält den Zeitplan.

## Den Bericht als Käufer lesen

Ein guter Bericht zur Financial Due Diligence endet mit einem klaren Bild von bereinigtem EBITDA, Nettofinanzverschuldung und normalem Working Capital sowie einer Liste der Risiken mit einer Schätzung ihrer Auswirkungen. Nutzen Sie ihn, um Ihren Preis zu überdenken, nicht nur, um ihn zu bestätigen. Liegt das Ergebnis der Ertragsanalyse deutlich unter der Zahl, auf der Ihr Angebot beruhte, hat die Übung genau ihren Zweck erfüllt.
`,
    },
    {
      id: 'legal-due-diligence-contracts-and-permits',
      title: 'Legal Due Diligence: Change-of-Control-Klauseln, Genehmigungen und Streitigkeiten',
      excerpt:
        'Die rechtliche Prüfung fragt, ob das Unternehmen wirklich besitzt, was es nutzt, seine wichtigen Verträge nach dem Verkauf behält und keine versteckten Verbindlichkeiten trägt. Die wichtigsten Punkte bei Mittelstandstransaktionen.',
      publishedAt: '2025-07-22',
      body: `
Der Wert eines Unternehmens ruht auf rechtlichen Grundlagen: Verträgen mit Kunden und Lieferanten, Rechten zur Nutzung von Immobilien und Technologie, Genehmigungen für den Betrieb und dem Fehlen großer versteckter Verbindlichkeiten. Die Legal Due Diligence prüft diese Grundlagen. Bei Mittelstandstransaktionen entfallen die meisten Befunde auf eine Handvoll Themen.

## Gesellschaftsrechtliche Grundlagen

Beginnen Sie mit der Gesellschaft selbst. Stimmt der Handelsregisterauszug mit dem Gesellschaftsvertrag überein? Ist die Gesellschafterliste richtig und vollständig, und sind alle Einlagen voll erbracht? Wurden frühere Anteilsübertragungen ordnungsgemäß notariell beurkundet? Beim Share Deal erwirbt der Käufer genau das, was dem Verkäufer gehört; Lücken in der Kette der Rechtsinhaber sind daher ein echtes Risiko. Ein gutgläubiger Erwerb von GmbH-Anteilen auf Grundlage der Gesellschafterliste ist nur in engen Grenzen möglich, weshalb saubere Unterlagen wichtig sind.

## Change-of-Control-Klauseln

Viele Verträge erlauben dem Vertragspartner, zu kündigen, oder verlangen seine Zustimmung, wenn sich die Eigentumsverhältnisse am Unternehmen ändern. Solche Klauseln sind verbreitet in Rahmenverträgen mit großen Kunden, Vertriebsverträgen, Lizenzen, Mietverträgen und Darlehensverträgen. Die Prüfung listet sie auf und bewertet das Risiko. Bei wichtigen Verträgen machen Käufer die Zustimmung oder den Verzicht des Vertragspartners oft zur Vollzugsbedingung.

Beim Asset Deal ist das Thema breiter: Verträge gehen nicht automatisch über, daher braucht jeder zu übernehmende Vertrag die Zustimmung des Vertragspartners.

## Wichtige Kunden- und Lieferantenverträge

Über Change-of-Control hinaus prüft die Due Diligence Laufzeit und Kündigungsrechte, Exklusivitätspflichten, Preisanpassungsklauseln, Haftungs- und Vertragsstrafenregelungen sowie Garantien. Ein Rahmenvertrag, den der Kunde mit drei Monaten Frist kündigen kann, bietet weniger Sicherheit, als der damit erzielte Umsatz vermuten lässt.

## Immobilien und Mietverträge

Gehören die Räume dem Unternehmen oder sind sie gemietet? Bei gemieteten Räumen: die Restlaufzeit, Verlängerungsoptionen und ob der Mietvertrag wegen des Verkaufs gekündigt werden kann. Jahrelang waren Mängel der Schriftform bei langfristigen Gewerbemietverträgen in Deutschland eine regelmäßige Quelle vorzeitiger Kündigungsrechte. Seit 2025 genügt für Gewerbemietverträge die Textform, ältere Verträge und ihre Nachträge sind aber weiterhin einen Blick wert: Der Anwalt des Käufers bestätigt, ob der Mietvertrag tatsächlich für seine volle Laufzeit fest ist.

## Genehmigungen und Aufsichtsrecht

Betriebsgenehmigungen, Umweltgenehmigungen, Gewerbeerlaubnisse und branchenspezifische Zulassungen. Manche hängen an der Gesellschaft und überstehen einen Share Deal; andere hängen an einer Person, etwa der für bestimmte Handwerke erforderliche Meistertitel, und müssen für die Zeit nach dem Ausscheiden des Verkäufers gesichert werden.

## Streitigkeiten und Ansprüche

Laufende und drohende Rechtsstreitigkeiten, Gewährleistungsansprüche von Kunden, Streitigkeiten mit früheren Mitarbeitenden und behördliche Ermittlungen. Fragen Sie auch nach Ansprüchen, die noch nicht geltend gemacht, aber absehbar sind.

## Datenschutz und Compliance

Hält das Unternehmen die DSGVO ein, führt es ein Verzeichnis der Verarbeitungstätigkeiten und hat es Auftragsverarbeitungsverträge mit seinen Dienstleistern? Gibt es Anzeichen für Compliance-Probleme, etwa im Vertrieb? Befunde in diesem Bereich sind im Mittelstand selten ein Ausschlussgrund, können aber zu besonderen Freistellungen führen.

## Von Befunden zum Vertrag

Die rechtliche Prüfung fließt unmittelbar in den Kaufvertrag ein: Vollzugsbedingungen für Zustimmungen, besondere Freistellungen für erkannte Risiken und Garantien für Sachverhalte, die sich nicht vollständig prüfen ließen. Ein Red-Flag-Bericht, der nur wesentliche Themen aufführt, statt jedes Dokument zusammenzufassen, ist für Käufer im Mittelstand meist das nützlichste Format.
`,
    },
    {
      id: 'setting-up-a-virtual-data-room',
      title: 'Einen virtuellen Datenraum einrichten, mit dem Käufer wirklich arbeiten können',
      excerpt:
        'Ein gut organisierter Datenraum verkürzt die Due Diligence und zeigt ein gut geführtes Unternehmen. Wie Sie ihn gliedern, was hineingehört und wie Sie mit sensiblen Informationen umgehen.',
      publishedAt: '2026-03-10',
      body: `
Im Datenraum findet die Due Diligence statt. Heute ist er fast immer virtuell: eine sichere Online-Plattform, auf die der Verkäufer Unterlagen hochlädt und auf der die Berater des Käufers sie prüfen. Ein guter Datenraum leistet mehr, als Dateien abzulegen. Er zeigt, dass das Unternehmen organisiert ist, macht es Käufern leicht, Antworten zu finden, und lässt den Verkäufer steuern, wer was sieht.

## Eine geeignete Plattform wählen

Professionelle Datenraumanbieter bieten Funktionen, die gewöhnlichen Filesharing-Diensten fehlen: fein abgestufte Zugriffsrechte je Nutzer und Ordner, Wasserzeichen mit dem Namen des Betrachters, reinen Lesezugriff ohne Download, ein Protokoll, wer welches Dokument geöffnet hat, und ein eingebautes Modul für Fragen und Antworten. Für eine kleine Transaktion genügt meist ein einfacherer Anbieter, Lesezugriff und Zugriffsprotokoll sollten aber vorhanden sein. Prüfen Sie, wo die Daten gespeichert werden; für deutsche Verkäufer vereinfacht ein Hosting in der EU die Datenschutzfragen.

## Ein klares Verzeichnis nutzen

Gliedern Sie die Ordner nach den Bereichen der Due Diligence, mit einer Nummerierung, die stabil bleibt: zum Beispiel 1 Gesellschaft, 2 Finanzen, 3 Steuern, 4 Mitarbeitende, 5 Kunden und Vertrieb, 6 Lieferanten und Betrieb, 7 Immobilien, 8 IP und IT, 9 Rechtsstreitigkeiten, 10 Versicherungen, 11 Umwelt. Benennen Sie die Dateien in jedem Ordner so, dass man den Inhalt versteht, ohne sie zu öffnen: „2.3 Monatliche BWA 2025“ statt „scan_0045.pdf“.

## Erst vorbereiten, dann öffnen

Idealerweise ist der Datenraum vollständig, bevor der erste Käufer Zugang erhält. Werden Unterlagen während des Prozesses stückweise hochgeladen, entsteht Verwirrung darüber, welche Fassung ein Käufer gesehen hat, und Lücken ziehen Fragen nach sich. Arbeiten Sie die wahrscheinliche Anforderungsliste des Käufers vorab durch und laden Sie durchsuchbare PDFs hoch, Tabellen im Originalformat, wo Zahlen ausgewertet werden.

## Sensible Informationen staffeln

Nicht jede Information sollte für jeden Bieter sichtbar sein. Kundennamen mit Umsätzen, detaillierte Margen, Gehälter namentlich genannter Mitarbeitender und Geschäftsgeheimnisse werden oft nur dem letzten verbleibenden Bieter gezeigt oder bis kurz vor dem Kaufvertrag nur anonymisiert. Ein gängiges Verfahren ist ein gesonderter Clean-Team-Ordner für besonders sensible Daten, zugänglich nur für namentlich benannte Berater eines Wettbewerbers als Käufer, die Einzelheiten nicht an dessen operative Mitarbeitende weitergeben dürfen.

Personenbezogene Daten von Mitarbeitenden verdienen besondere Sorgfalt. Nach dem Datenschutzrecht sollten sie möglichst anonymisiert oder zusammengefasst weitergegeben werden, etwa als Gehaltsliste ohne Namen, bis ein konkreter Bedarf an Einzelheiten entsteht.

## Fragen sauber steuern

Lassen Sie Käufer ihre Fragen schriftlich über die Q&A-Funktion stellen, weisen Sie jede Frage einer Person im Unternehmen oder einem Berater zu und antworten Sie schriftlich. Halten Sie die Antworten präzise und sachlich. Auf schriftliche Antworten kann später im Kaufvertrag Bezug genommen werden; sie verdienen daher dieselbe Sorgfalt wie Dokumente.

## Den Stand festhalten

Am Ende des Prozesses wird der Inhalt des Datenraums üblicherweise auf einem sicheren Datenträger archiviert und im Kaufvertrag in Bezug genommen. Das ist wichtig: Die Offenlegung eines Sachverhalts im Datenraum kann je nach Vertragsgestaltung spätere Garantieansprüche begrenzen. Ein vollständiges, verzeichnetes Archiv schützt beide Seiten.

## Kleines Unternehmen, einfache Lösung

Für einen sehr kleinen Betrieb ist ein umfassender Datenraum womöglich überflüssig. Die Grundsätze gelten aber weiter: ein Verzeichnis, einheitliche Dateinamen, kontrollierter Zugang und schriftliche Antworten. Sie kosten wenig und machen einen spürbaren Unterschied darin, wie professionell der Verkauf auf einen Käufer wirkt.
`,
    },
  ],
  'de',
);
