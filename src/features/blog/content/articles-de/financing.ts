import { defineArticles } from '../articles/define';

export const financingArticlesDe = defineArticles(
  'financing',
  [
    {
      id: 'kfw-and-erp-loans-for-acquisitions',
      title: 'KfW- und ERP-Kredite für Unternehmensübernahmen',
      excerpt:
        'Die Förderbank des Bundes unterstützt Unternehmensübernahmen mit günstigen Krediten, die über die Hausbank vergeben werden. Wie die Programme funktionieren, wer infrage kommt und an welcher Fristenregel viele Käufer scheitern.',
      publishedAt: '2024-03-19',
      body: `
Die Übernahme eines bestehenden Unternehmens gilt in der Logik der deutschen Förderfinanzierung als Existenzgründung. Damit kommen viele Käufer kleiner und mittlerer Unternehmen für Programme der KfW, der Förderbank des Bundes, und der Förderinstitute der Länder infrage. Für einen Privatkäufer oder ein Managementteam können diese Kredite den Unterschied zwischen einem tragfähigen und einem gescheiterten Finanzierungsplan ausmachen.

## Wie Förderkredite zu Ihnen kommen

Die KfW vergibt keine Kredite direkt an Unternehmen. Sie arbeitet nach dem Hausbankprinzip: Sie beantragen über Ihre Hausbank oder eine andere Geschäftsbank, die Ihren Antrag prüft, an die KfW weiterleitet und das Kreditrisiko ganz oder teilweise trägt. In der Praxis entscheidet also die Kreditprüfung der Bank, ob Sie den Kredit erhalten. Ein überzeugender Businessplan und eine Bank, die Sie kennt, zählen mehr als das Programm selbst.

## Die wichtigen Programme

Für Übernahmen sind die ERP-Gründerkredite am wichtigsten. Die Variante StartGeld richtet sich an kleine Finanzierungsbedarfe bis 125.000 Euro, und die KfW übernimmt einen großen Teil des Bankrisikos, was Banken eher bereit macht, Neueinsteigern Kredit zu geben. Die Variante Universell deckt größere Beträge ab, bis zu 25 Millionen Euro je Vorhaben, und kann den Kaufpreis eines Unternehmens oder einer wesentlichen Beteiligung ebenso finanzieren wie Investitionen und Betriebsmittel. Beide stehen auch Personen offen, die ein bestehendes Unternehmen übernehmen, nicht nur Neugründern.

Die Zinssätze hängen von der Bonität des Kreditnehmers und den Sicherheiten ab, und die Konditionen ändern sich regelmäßig. Prüfen Sie die aktuellen Merkblätter und Zinssätze bei der KfW oder Ihrer Bank; verlassen Sie sich nicht auf Zahlen aus älteren Artikeln, auch nicht aus diesem.

## Die Fristenregel

Der häufigste Fehler: Förderkredite müssen vor Beginn des Vorhabens beantragt werden. Bei einer Übernahme gilt in der Regel die Unterzeichnung des Kaufvertrags als Vorhabensbeginn. Wer zuerst unterschreibt und danach beantragt, kann das Programm meist nicht mehr nutzen. Binden Sie Ihre Bank schon während der Verhandlungen ein und planen Sie den Antrag vor der Unterzeichnung in den Zeitplan ein, oder vereinbaren Sie mit dem Verkäufer, dass der Kaufvertrag erst wirksam wird, wenn die Finanzierung zugesagt ist.

## Bürgschaftsbanken

Vielen Käufern fehlen ausreichende Sicherheiten für den Bankkredit. Die Bürgschaftsbanken der Länder können einen großen Teil des Kredits verbürgen und so das Risiko der Bank verringern. Sie prüfen Plan und Person, verlangen eine Gebühr und arbeiten oft eng mit der Hausbank zusammen. Bei kleinen Übernahmen ist die Kombination aus Förderkredit und Bürgschaft eine Standardstruktur.

## Landesprogramme und Mezzanine-Kapital

Die Förderinstitute der Länder bieten eigene Kredite für die Unternehmensnachfolge an, für Vorhaben vor Ort teils zu besseren Konditionen. Die Mittelständischen Beteiligungsgesellschaften stellen stille Beteiligungen und anderes Mezzanine-Kapital bereit, das Banken als wirtschaftliches Eigenkapital werten können und das die Eigenkapitalbasis des Käufers stärkt.

## Alles zusammensetzen

Eine typische kleine Übernahme ließe sich so finanzieren: Eigenkapital des Käufers, ein Förderkredit über die Hausbank mit Bürgschaft der Bürgschaftsbank, eventuell eine stille Beteiligung einer Mittelständischen Beteiligungsgesellschaft und ein Verkäuferdarlehen. Jeder Baustein hat eigene Bedingungen; erstellen Sie deshalb einen einzigen, schlüssigen Businessplan, den alle Beteiligten nutzen können.

## Was Banken sehen wollen

Rechnen Sie damit, einen Businessplan mit Planzahlen für drei bis fünf Jahre vorzulegen, die Abschlüsse des Unternehmens, den Entwurf des Kaufvertrags oder die Absichtserklärung, Ihren Lebenslauf mit einschlägiger Erfahrung, eine Vermögensaufstellung und den Nachweis Ihres Eigenkapitals. Die stärksten Anträge zeigen, dass der Käufer sowohl das Geschäft als auch die Risiken der Übernahme versteht und einen realistischen Plan für die ersten Jahre hat.
`,
    },
    {
      id: 'vendor-loan-seller-financing',
      title: 'Das Verkäuferdarlehen: wenn der Verkäufer einen Teil des Preises finanziert',
      excerpt:
        'Ein Verkäuferdarlehen kann eine Finanzierungslücke schließen und das Vertrauen des Verkäufers in das Unternehmen zeigen. Was Verkäufer riskieren, was Banken erwarten und wie man es sauber dokumentiert.',
      publishedAt: '2024-08-27',
      body: `
Bei vielen Übernahmen im Mittelstand decken Eigenkapital und Bankkredit des Käufers zusammen nicht den vereinbarten Preis. Eine verbreitete Lösung ist das Verkäuferdarlehen: Der Verkäufer erklärt sich bereit, einen Teil des Preises später, in Raten und mit Zinsen, zu erhalten. Wirtschaftlich leiht der Verkäufer dem Käufer Geld, damit dieser das Unternehmen des Verkäufers kaufen kann.

## Warum Verkäuferdarlehen verbreitet sind

Für den Käufer senkt ein Verkäuferdarlehen den Bedarf an Bankkrediten und Eigenkapital. Für die Bank ist es ein Signal: Ein Verkäufer, der bereit ist, auf einen Teil des Preises zu warten, glaubt daran, dass das Unternehmen weiter Liquidität erwirtschaftet. Für den Verkäufer kann es einen Verkauf überhaupt erst möglich machen, gerade an Privatkäufer oder Managementteams, und einen höheren Preis stützen, als der Käufer sonst finanzieren könnte.

## Das Risiko des Verkäufers

Ein Verkäuferdarlehen ist ein echtes Risiko. Läuft das Geschäft nach dem Verkauf schlecht, kann der Käufer womöglich nicht zahlen. Und der Verkäufer steht meist hinter der Bank. Banken verlangen in der Regel einen Rangrücktritt, sodass das Verkäuferdarlehen erst nach dem Bankkredit bedient wird, und oft, dass in den ersten Jahren oder solange bestimmte Finanzkennzahlen nicht erreicht sind, nichts an den Verkäufer fließt. In einer Insolvenz ist ein nachrangiges Darlehen voraussichtlich verloren.

Verkäufer sollten daher nur einen Betrag verleihen, auf den sie im schlimmsten Fall verzichten könnten, und das Verkäuferdarlehen als gefährdeten Teil des Preises betrachten, nicht als sicheres Geld.

## Übliche Konditionen

Einen Standard gibt es nicht, verbreitet sind aber eine Laufzeit von einigen Jahren, ein Zins, der das Risiko abgilt, und die Tilgung entweder in regelmäßigen Raten oder in einer Summe am Ende. Als Faustregel machen Verkäuferdarlehen bei kleinen Transaktionen oft einen kleineren Teil des Preises aus, etwa zehn bis dreißig Prozent; größere Anteile sind möglich, erhöhen das Risiko des Verkäufers aber deutlich.

## Schutz für den Verkäufer

Verkäufer können Schutzmechanismen verhandeln, soweit die finanzierende Bank sie akzeptiert: Informationsrechte mit regelmäßigem Finanzreporting; Auflagen, die Ausschüttungen oder zusätzliche Schulden beschränken, solange das Darlehen läuft; eine persönliche Bürgschaft des Käufers; Sicherheiten wie eine Verpfändung der Anteile, meist im Rang hinter der Bank; und die sofortige Fälligkeit, wenn der Käufer das Unternehmen weiterverkauft. Ein Eigentumsvorbehalt an den Anteilen bis zur vollständigen Zahlung lässt sich mit Banken selten durchsetzen, eine nachrangige Verpfändung dagegen oft.

## Verkäuferdarlehen oder Earn-out

Beide verschieben einen Teil des Preises in die Zukunft, unterscheiden sich aber. Ein Verkäuferdarlehen ist eine feste Schuld: Der Betrag wird unabhängig von der Entwicklung des Unternehmens geschuldet, auch wenn seine Rückzahlung davon abhängt. Ein Earn-out ist bedingt: Er wird nur geschuldet, wenn Ziele erreicht werden. Verkäufer bevorzugen manchmal das Verkäuferdarlehen, weil der Anspruch klar ist; Käufer bevorzugen manchmal den Earn-out, weil er sich dem Geschäft anpasst. Manche Deals nutzen beides.

## Dokumentation

Das Verkäuferdarlehen sollte in einem eigenen Darlehensvertrag geregelt, im Kaufvertrag in Bezug genommen und mit der Rangrücktrittsvereinbarung der Bank abgestimmt werden. Widersprüche zwischen den drei Dokumenten, etwa unterschiedliche Zahlungstermine oder kollidierende Bedingungen, führen später zu Problemen. Lassen Sie alle drei gemeinsam von Ihrem Berater prüfen.

## Steuern

Für den Verkäufer sind die steuerliche Behandlung des Verkaufs selbst und die der Zinserträge getrennt zu betrachten; in manchen Fällen spielt der Zeitpunkt der Besteuerung des gestundeten Preises eine Rolle. Besprechen Sie das mit Ihrem Steuerberater, bevor Sie die Struktur vereinbaren.
`,
    },
    {
      id: 'structuring-acquisition-financing',
      title: 'Akquisitionsfinanzierung gestalten: Eigenkapital, Senior-Darlehen und Mezzanine',
      excerpt:
        'Wie viele Schulden kann ein kleines Unternehmen nach einer Übernahme tragen? Die Bausteine der Akquisitionsfinanzierung und die Kennzahlen, nach denen Banken entscheiden.',
      publishedAt: '2025-04-15',
      body: `
Die meisten Übernahmen kleiner und mittlerer Unternehmen werden teilweise mit Fremdkapital finanziert, das aus dem künftigen Cashflow des übernommenen Unternehmens zurückgezahlt wird. Die Struktur dieser Finanzierung bestimmt, wie viel Risiko der Käufer trägt, wie viel Spielraum das Unternehmen nach der Übernahme hat und ob der Deal überhaupt zustande kommt.

## Die Bausteine

Eigenkapital ist das eigene Geld des Käufers: Ersparnisse, Kapital von Mitinvestoren oder die Zusage eines Private-Equity-Fonds. Es trägt das höchste Risiko und die höchste mögliche Rendite und ist das Fundament, auf das jeder Kreditgeber zuerst schaut.

Senior-Darlehen sind Bankkredite, besichert durch die Vermögenswerte des Unternehmens und die Anteile, die zuerst zurückgezahlt werden. Sie sind die günstigste Finanzierungsform, kommen aber mit den strengsten Auflagen.

Mezzanine-Kapital liegt zwischen Fremd- und Eigenkapital: nachrangige Darlehen, stille Beteiligungen oder partiarische Darlehen. Es ist teurer als Senior-Darlehen, stärkt aber aus Sicht der Bank den Eigenkapitalpuffer.

Eine Verkäuferfinanzierung über ein Verkäuferdarlehen oder einen Earn-out verschiebt einen Teil des Preises in die Zukunft und teilt das Risiko mit dem Verkäufer.

## Wie viel Schulden möglich sind

Banken beurteilen die Verschuldungsfähigkeit vor allem am Verhältnis der Schulden zum EBITDA und an der Schuldendienstdeckung, also dem Verhältnis zwischen verfügbarer Liquidität und den jährlich fälligen Zinsen und Tilgungen. Bei kleinen Übernahmen sind Kreditgeber meist vorsichtig: Als Faustregel sind Senior-Darlehen in Höhe des Zwei- bis Dreifachen des nachhaltigen EBITDA bei einem inhabergeführten Unternehmen oft die Obergrenze; höhere Werte bleiben größeren, sehr stabilen Unternehmen vorbehalten. Das Unternehmen muss die Schulden außerdem in angemessener Zeit zurückzahlen können, meist innerhalb von fünf bis sieben Jahren.

## Die Erwerbsgesellschaft

Käufer gründen oft eine neue Gesellschaft (Holding oder NewCo), die den Kredit aufnimmt und die Anteile am Zielunternehmen kauft. Der Cashflow des Zielunternehmens erreicht die NewCo dann über Ausschüttungen oder, effizienter, über einen Ergebnisabführungsvertrag, der eine steuerliche Organschaft begründet. So lassen sich die Zinsen der NewCo steuerlich mit den Gewinnen des Zielunternehmens verrechnen. Die Struktur hat rechtliche und steuerliche Voraussetzungen; gestalten Sie sie mit einem Berater, bevor Sie unterschreiben.

## Covenants

Kreditverträge enthalten Finanzkennzahlen (Financial Covenants), etwa einen maximalen Verschuldungsgrad oder eine Mindestschuldendienstdeckung, die vierteljährlich oder jährlich geprüft werden. Wird ein Covenant verletzt, kann die Bank die Konditionen neu verhandeln oder die Rückzahlung verlangen. Verhandeln Sie Covenants mit genug Spielraum für ein schwächeres Jahr; ein Covenant, der genau auf Ihrem Planniveau liegt, wird bei der ersten Enttäuschung gerissen.

## Häufige Fehler

Der häufigste Fehler ist, den Kaufpreis zu finanzieren, ohne Raum für das zu lassen, was das Unternehmen nach der Übernahme braucht: Working Capital, aufgeschobene Investitionen, Transaktionskosten und eine Liquiditätsreserve. Ein zweiter ist, sich für die Rückzahlung auf Synergien oder Wachstum zu verlassen. Banken finanzieren auf Basis des bisherigen Cashflows; das Potenzial des Plans sollte eine Zugabe sein, keine Voraussetzung.

## Ein Rechenbeispiel in Grundzügen

Stellen Sie sich ein Unternehmen mit einem nachhaltigen EBITDA von einer Million Euro vor, das für fünf Millionen gekauft wird. Eine vorsichtige Struktur könnte etwa eineinhalb bis zwei Millionen Eigenkapital (einschließlich einer stillen Beteiligung), zwei bis zweieinhalb Millionen Bankkredit mit einem Förderanteil und ein Verkäuferdarlehen von einer halben bis einer Million umfassen. Ob das trägt, hängt von Investitionen, Steuern und Working Capital des Unternehmens ab; der eigentliche Test ist daher eine Liquiditätsplanung, nicht die Kennzahlen allein.

## Früh mit der Bank sprechen

Besprechen Sie die Struktur mit einer Bank, bevor Sie ein verbindliches Angebot abgeben. Die Einschätzung der Bank zur Verschuldungsfähigkeit setzt faktisch die Obergrenze dessen, was ein Käufer zahlen kann, und wer sie früh kennt, vermeidet Angebote, die sich nicht finanzieren lassen.
`,
    },
    {
      id: 'private-equity-in-the-mittelstand',
      title: 'Private Equity im Mittelstand: Was Inhaber erwarten sollten',
      excerpt:
        'Finanzinvestoren sind eine wachsende Käufergruppe für mittelständische Unternehmen. Wie sie denken, was sie über Geld hinaus bieten und was sich für ein Unternehmen nach einem Private-Equity-Deal ändert.',
      publishedAt: '2026-02-03',
      body: `
Lange standen viele deutsche Familienunternehmer Private Equity skeptisch gegenüber. Das hat sich geändert. Fonds, Family Offices und Beteiligungsgesellschaften kaufen heute regelmäßig mittelständische Unternehmen, gerade in Nachfolgesituationen. Wer versteht, wie sie arbeiten, kann besser entscheiden, ob ein solcher Käufer zu den eigenen Zielen passt.

## Wie ein Private-Equity-Fonds funktioniert

Ein Fonds sammelt Kapital von institutionellen Anlegern wie Pensionskassen und Versicherern ein und investiert es über einige Jahre in Unternehmen. Er will ihren Wert steigern und sie wieder verkaufen, typischerweise nach vier bis sieben Jahren, und die Erlöse an seine Anleger zurückgeben. Diese begrenzte Haltedauer ist der zentrale Unterschied zu einem strategischen Käufer oder einer Familie, die ein Unternehmen unbegrenzt halten können.

Family Offices und unbefristete Beteiligungsgesellschaften treten ebenfalls als Finanzkäufer auf, haben aber oft längere oder unbegrenzte Haltedauern. Fragen Sie jeden Finanzkäufer, wie lange er das Unternehmen halten will und was danach geschieht.

## Worauf sie achten

Finanzinvestoren bevorzugen Unternehmen mit stabilen Cashflows, einer verteidigungsfähigen Marktstellung, Wachstumsmöglichkeiten und, ganz wichtig, einem Managementteam, das das Geschäft ohne den Verkäufer führen kann. Viele kleine und mittlere Fonds verfolgen Buy-and-Build-Strategien: Sie erwerben eine Plattform und ergänzen dann kleinere Unternehmen derselben Branche. Ein gutes regionales Unternehmen kann eine attraktive Plattform oder Ergänzung sein.

## Typische Strukturen

Private-Equity-Deals arbeiten oft mit Akquisitionsschulden auf Ebene einer neuen Holding, einer Mehrheit für den Fonds und einer Minderheit für das Management und manchmal für den Verkäufer. Verkäufer werden häufig gebeten, einen Teil ihres Erlöses zu reinvestieren und Gesellschafter zu bleiben, bis der Fonds verkauft. Dieser zweite Erlös kann lukrativ sein, bindet den Verkäufer aber an die Strategie des Fonds.

Das Management erhält meist ein Beteiligungspaket mit attraktiven Renditen bei Zielerreichung, was seine Interessen mit denen des Fonds in Einklang bringt.

## Was sich nach dem Deal ändert

Rechnen Sie mit einer formaleren Unternehmensführung: monatliches Reporting, Budgets, ein Beirat mit Vertretern des Investors und Entscheidungen in wichtigen Angelegenheiten, die seiner Zustimmung bedürfen. Rechnen Sie mit einem Wertsteigerungsplan mit konkreten Initiativen, etwa einem professionelleren Vertrieb, der Expansion in neue Regionen oder Zukäufen. Rechnen Sie wegen der Akquisitionsschulden mit mehr Augenmerk auf den Cashflow.

Viele Unternehmen profitieren von dieser Disziplin und vom Netzwerk und der Erfahrung des Investors. Manche tun sich mit dem höheren Tempo und dem Druck der Schulden schwer.

## Fragen an einen Private-Equity-Käufer

- Wie lange halten Sie Beteiligungen üblicherweise, und wie verliefen Ihre bisherigen Verkäufe?
- Können wir mit Inhabern sprechen, die an Sie verkauft haben?
- Wie viele Schulden werden dem Unternehmen auferlegt?
- Welche Rolle erwarten Sie nach dem Deal von mir und vom Management?
- Was haben Sie mit den Mitarbeitenden, dem Standort und der Marke vor?

## Passt das zu Ihnen?

Private Equity kann ein guter Käufer sein, wenn das Unternehmen Wachstumspotenzial hat, das Kapital oder professionelles Management erfordert, und wenn der Inhaber damit leben kann, dass das Unternehmen in einigen Jahren wieder verkauft wird. Steht dauerhaftes Eigentum und eine ruhige Fortführung im Vordergrund, passen ein strategischer Käufer, ein Family Office mit langem Horizont oder ein Management-Buy-out womöglich besser. Viele Inhaber finden es hilfreich, mit mehreren Käufertypen zu sprechen, bevor sie sich entscheiden.
`,
    },
  ],
  'de',
);
