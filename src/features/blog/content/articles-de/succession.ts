import { defineArticles } from '../articles/define';

export const successionArticlesDe = defineArticles(
  'succession',
  [
    {
      id: 'succession-planning-in-the-mittelstand',
      title: 'Nachfolgeplanung im Mittelstand der DACH-Region: Wo Sie anfangen',
      excerpt:
        'Die Übergabe eines Unternehmens ist ein Prozess über mehrere Jahre, keine einzelne Transaktion. Ein Fahrplan für Inhaber in Deutschland, Österreich und der Schweiz, die ihre Nachfolge bewusst planen wollen.',
      publishedAt: '2024-02-13',
      body: `
In den Familienunternehmen Deutschlands, Österreichs und der Schweiz ist die Nachfolge eines der wichtigsten Ereignisse im Leben eines Unternehmens und eines der am häufigsten aufgeschobenen. Inhaber sind mit dem Tagesgeschäft beschäftigt, das Thema ist persönlich, und scheinbar ist immer noch Zeit. Doch jeder Berater auf diesem Gebiet kennt dasselbe Muster: Nachfolgen, die spät beginnen, enden mit einem niedrigeren Preis, weniger Möglichkeiten oder im schlimmsten Fall mit der Schließung eines gesunden Unternehmens.

## Genug Zeit einplanen

Als Faustregel sollten Sie von der ersten ernsthaften Überlegung bis zu dem Tag, an dem Sie sich zurückziehen, drei bis fünf Jahre einplanen. Das umfasst die Vorbereitung des Unternehmens, die Suche nach einem Nachfolger und dessen Einarbeitung, die Verhandlung und Umsetzung der Übergabe und eine Übergangszeit. Familieninterne Nachfolgen, bei denen ein Kind in eine Führungsrolle hineinwachsen muss, können länger dauern. Wer früh beginnt, hält sich Optionen offen; wer spät beginnt, hat oft nur noch den Käufer, der gerade verfügbar ist.

## Die eigenen Ziele klären

Beantworten Sie vor jedem Gespräch mit Familie, Mitarbeitenden oder Käufern einige Fragen für sich selbst. Was wollen Sie finanziell aus dem Unternehmen: eine Einmalzahlung, ein regelmäßiges Einkommen, Sicherheit für den Ruhestand? Wie wichtig sind Ihnen die Zukunft der Mitarbeitenden, der Firmenname und der Standort? Wollen Sie eingebunden bleiben, und in welcher Rolle? Was würden Sie mit Ihrer Zeit anfangen? Inhaber, die die letzte Frage nicht beantworten können, tun sich oft am schwersten mit dem Loslassen.

## Die Möglichkeiten abwägen

Es gibt vier Hauptwege. Die familieninterne Nachfolge hält das Unternehmen in der Familie, durch Schenkung, Erbschaft oder Verkauf an ein Familienmitglied. Die unternehmensinterne Nachfolge überträgt es an eine oder mehrere Führungskräfte oder Mitarbeitende, typischerweise als Management-Buy-out. Der externe Verkauf geht an einen strategischen Käufer, einen Finanzinvestor oder eine Unternehmerpersönlichkeit im Management-Buy-in. Und in manchen Fällen ist eine geordnete Abwicklung oder der Verkauf der Vermögensgegenstände die realistische Lösung. Jeder Weg hat andere Folgen für Preis, Steuern, Zeitplan und Ihre Rolle.

## Das Unternehmen vorbereiten

Welchen Weg Sie auch wählen, das Unternehmen muss ohne Sie funktionieren. Das heißt: eine zweite Führungsebene aufbauen, Abläufe dokumentieren, Kundenbeziehungen übertragen, die Zahlen bereinigen und Privates von Betrieblichem trennen, etwa bei Immobilien oder Darlehen. Dieselben Maßnahmen, die ein Unternehmen für einen externen Käufer attraktiv machen, erleichtern auch eine familien- oder unternehmensinterne Nachfolge.

## Auf das Unerwartete vorbereitet sein

Zur Nachfolgeplanung gehört ein Notfallplan. Wer könnte für das Unternehmen unterschreiben, auf die Bankkonten zugreifen und Entscheidungen treffen, wenn Sie durch Krankheit oder Unfall plötzlich ausfielen? Vollmachten, ein Stellvertreter mit Befugnissen, ein aktuelles Testament, das zum Gesellschaftsvertrag passt, und ein Ordner mit den wichtigsten Informationen schützen das Unternehmen und Ihre Familie. Viele Industrie- und Handelskammern bieten Checklisten für diesen Notfallordner an.

## Berater einbinden, in der richtigen Reihenfolge

Ein Steuerberater sollte früh auf die Struktur schauen, weil viele steuerliche Vorteile von Schritten abhängen, die Jahre vor einer Übergabe erfolgen. Ein Anwalt hilft bei Gesellschaftsvertrag, Testament und Verträgen. Ein M&A-Berater oder Nachfolgespezialist hilft bei der Bewertung und der Suche nach einem Nachfolger. Industrie- und Handelskammern, Handwerkskammern sowie die Förderinstitute der Länder bieten kostenlose Erstberatungen und Nachfolgebörsen an, die Inhaber mit möglichen Nachfolgern zusammenbringen.

## Darüber sprechen

Die Nachfolge betrifft Familienangehörige, Mitarbeitende, Kunden und Banken. Während eines Verkaufsprozesses ist Verschwiegenheit wichtig, doch innerhalb der Familie und mit wichtigen Führungskräften verhindern frühe und offene Gespräche Missverständnisse. Viele gescheiterte Familiennachfolgen sind nicht an Steuern oder Geld gescheitert, sondern an Erwartungen, die nie ausgesprochen wurden.
`,
    },
    {
      id: 'family-succession-or-external-sale',
      title: 'Familiennachfolge oder Verkauf an Externe? Die Möglichkeiten ehrlich abwägen',
      excerpt:
        'Die Übergabe an die nächste Generation ist für viele Inhaber noch immer die erste Wahl, aber nicht immer die beste. Fragen, die Familien bei der Entscheidung helfen, und wie sich beide Wege verbinden lassen.',
      publishedAt: '2024-09-24',
      body: `
Über Generationen war der naheliegende Nachfolger in einem deutschen Familienunternehmen ein Sohn oder eine Tochter. Heute übernehmen deutlich weniger Kinder das Unternehmen ihrer Eltern als früher. Sie haben anderswo Karriere gemacht, andere Ziele oder schlicht ein realistisches Bild davon, was die Führung des Unternehmens bedeuten würde. Das ist kein Versagen. Die Frage ist, welche Lösung für das Unternehmen, die Familie und den Inhaber am besten ist.

## Was für die Familiennachfolge spricht

Bleibt das Unternehmen in der Familie, bewahrt es seine Identität, seine Werte und seine langfristige Ausrichtung. Kunden und Mitarbeitende begrüßen Kontinuität oft. Die Übergabe kann schrittweise erfolgen, und die Verschonungsregeln für Betriebsvermögen bei der Erbschaft- und Schenkungsteuer können eine Übertragung innerhalb der Familie mit wenig oder ohne Steuer ermöglichen, wenn die Voraussetzungen erfüllt sind. Für den Inhaber kann es sehr erfüllend sein, die nächste Generation weitermachen zu sehen.

## Die Risiken

Die entscheidende Frage ist, ob der Nachfolger die Rolle will und für sie geeignet ist, nicht, ob die Familie will, dass er sie will. Ein widerwilliger oder unvorbereiteter Nachfolger kann das Unternehmen innerhalb weniger Jahre beschädigen. Weitere Risiken sind Konflikte mit Geschwistern, die nicht im Unternehmen mitarbeiten, aber eine faire Vermögensverteilung erwarten, und die finanzielle Lage der Eltern, deren Ruhestand womöglich von Geld abhängt, das im Unternehmen gebunden ist.

## Fragen, die ehrlich beantwortet werden sollten

- Hat der mögliche Nachfolger die fachlichen und Führungsfähigkeiten, die das Unternehmen braucht, oder einen realistischen Weg, sie zu erwerben?
- Hat er sich frei dafür entschieden oder aus Pflichtgefühl?
- Würden die wichtigen Mitarbeitenden ihn als Führung akzeptieren?
- Wie werden Geschwister fair behandelt, ohne das Unternehmen zu schwächen?
- Wie wird der Ruhestand der Eltern finanziert?
- Können die Eltern die Kontrolle wirklich abgeben?

Sind mehrere Antworten unsicher, verdient eine externe Lösung ernsthafte Prüfung.

## Was für den externen Verkauf spricht

Ein Verkauf macht aus dem Wert des Unternehmens liquides Vermögen, das sich unter Erben aufteilen lässt und den Ruhestand des Inhabers sichert. Er kann einen Käufer mit Mitteln und Erfahrung ins Unternehmen holen, der es weiterentwickelt. Er erspart einem Kind eine Last, das anderswo glücklicher wäre. Die Nachteile sind der Verlust der Familienkontrolle, die Unsicherheit des Prozesses und, je nach Struktur, eine höhere Steuerlast als bei einer Schenkung.

## Beide Wege verbinden

Die Wahl ist nicht immer ein Entweder-oder. Eine Familie kann Eigentümerin bleiben und einen externen Geschäftsführer einsetzen, während die nächste Generation in einem Beirat mitwirkt. Ein Kind kann nach einigen Jahren Erfahrung anderswo die operative Führung übernehmen, während das Eigentum schrittweise übergeht. Oder die Familie verkauft die Mehrheit und behält eine Minderheit, um vom künftigen Wachstum zu profitieren, ohne die Führungsverantwortung zu tragen.

## Einen Nachfolger aus der Familie vorbereiten

Fällt die Wahl auf die Familie, nehmen Sie das so ernst wie einen externen Verkauf. Der Nachfolger sollte zunächst Erfahrung außerhalb des Unternehmens sammeln und dann klar umrissene Aufgaben mit echten Befugnissen übernehmen. Ein schriftlich vereinbarter, klarer Zeitplan für die Übergabe von Führung und Eigentum hilft allen, auch den Mitarbeitenden, zu wissen, wann der Wechsel kommt. Ein Beirat mit externen Mitgliedern kann die neue Führung unterstützen und zwischen den Generationen vermitteln.

## Bewusst entscheiden

Das schlechteste Ergebnis ist nicht die Wahl des einen oder anderen Wegs, sondern das Treibenlassen: darauf warten, dass sich ein Kind entscheidet, die Suche nach externen Käufern verschieben und an den Punkt kommen, an dem Gesundheit oder Alter eine überstürzte Lösung erzwingen. Eine bewusste Entscheidung, auch wenn sie für den Verkauf fällt, ist ein Dienst am Unternehmen und an der Familie.
`,
    },
    {
      id: 'inheritance-tax-relief-for-business-assets',
      title:
        'Ein Unternehmen verschenken oder vererben: die Verschonung im Erbschaftsteuerrecht im Überblick',
      excerpt:
        'Das deutsche Erbschaft- und Schenkungsteuerrecht verschont Betriebsvermögen weitgehend, aber nur unter Bedingungen, die noch Jahre nach der Übertragung gelten. Die Regeln und ihre Fallstricke im Überblick.',
      publishedAt: '2025-06-03',
      body: `
Wird ein Unternehmen innerhalb der Familie übertragen, durch Schenkung zu Lebzeiten oder durch Erbschaft, fällt deutsche Erbschaft- und Schenkungsteuer an. Ohne Verschonung könnte die Steuer auf ein wertvolles Unternehmen die Erben zum Verkauf zwingen. Das Gesetz enthält daher in den §§ 13a und 13b des Erbschaft- und Schenkungsteuergesetzes besondere Regeln für Betriebsvermögen. Sie sind großzügig, aber komplex, und sie binden den Erwerber über Jahre. Dieser Artikel gibt einen Überblick; den konkreten Fall muss ein Steuerberater beurteilen, und die Regeln wurden mehrfach geändert und können sich wieder ändern.

## Welches Vermögen begünstigt ist

Die Verschonung gilt für Betriebsvermögen, etwa ein Einzelunternehmen oder einen Anteil an einer Personengesellschaft, und für Anteile an Kapitalgesellschaften, wenn der Erblasser oder Schenker zu mehr als 25 Prozent beteiligt war, unmittelbar oder über eine Poolvereinbarung mit anderen Gesellschaftern. Nicht alles Vermögen des Unternehmens ist begünstigt: Sogenanntes Verwaltungsvermögen, etwa vermietete Immobilien, große Geldbestände, Wertpapiere und Kunst, ist vorbehaltlich bestimmter Freibeträge weitgehend von der Verschonung ausgenommen. Unternehmen mit viel solchem Vermögen profitieren weniger.

## Regelverschonung: 85 Prozent

Bei der Regelverschonung bleiben 85 Prozent des begünstigten Betriebsvermögens steuerfrei. Im Gegenzug muss der Erwerber den Betrieb fünf Jahre fortführen, und die Summe der Lohnzahlungen in diesem Zeitraum muss einen Mindestprozentsatz der Ausgangslohnsumme erreichen, der von der Zahl der Beschäftigten abhängt; sehr kleine Unternehmen sind von der Lohnsummenprüfung ausgenommen. Werden die Bedingungen verletzt, entfällt die Verschonung anteilig oder ganz.

## Optionsverschonung: 100 Prozent

Bei der Optionsverschonung bleiben 100 Prozent des begünstigten Vermögens steuerfrei, die Bedingungen sind aber strenger: eine Behaltensfrist von sieben Jahren, eine höhere Lohnsummenanforderung, und das Verwaltungsvermögen darf ein Fünftel des Betriebsvermögens nicht übersteigen. Welche Option besser ist, hängt von der Struktur des Unternehmens und den Plänen der Familie ab.

## Große Erwerbe

Bei Erwerben von mehr als 26 Millionen Euro begünstigtem Vermögen je Erwerber schmilzt die Regelverschonung stufenweise ab, oder der Erwerber beantragt eine Verschonungsbedarfsprüfung, bei der die Steuer erlassen wird, soweit er sie nicht aus seinem übrigen Vermögen zahlen kann.

## Bewertung

Die Steuer bemisst sich nach dem Wert des Unternehmens, ermittelt über eine marktübliche Bewertung oder das vereinfachte Ertragswertverfahren nach dem Bewertungsgesetz, das einen festen Kapitalisierungsfaktor auf das durchschnittliche Ergebnis der Vergangenheit anwendet. Das vereinfachte Verfahren kann Werte weit über dem ergeben, was ein Käufer zahlen würde. Dann kann ein Gutachten eingereicht werden, das einen niedrigeren Marktwert belegt.

## Persönliche Freibeträge

Zusätzlich zur Verschonung gelten persönliche Freibeträge. Kinder haben beispielsweise einen Freibetrag von 400.000 Euro je Elternteil, der sich alle zehn Jahre erneuert. Schenkungen über die Zeit zu verteilen, kann die Steuerlast daher senken, sofern die Verschonungsbedingungen für jede Übertragung erfüllt sind.

## Die Fallstricke

Die Verschonung entfällt ganz oder teilweise, wenn der Erwerber das Unternehmen oder einen wesentlichen Teil davon während der Behaltensfrist verkauft, mehr als zulässig entnimmt oder die Lohnsummenanforderung verfehlt. Das greift in Nachfolgepläne ein: Ein Erbe, der das Unternehmen mit voller Verschonung erhält und es innerhalb von sieben Jahren verkauft, muss womöglich erhebliche Steuern nachzahlen. Familien sollten vor der Übertragung besprechen, ob die nächste Generation das Unternehmen wirklich fortführen wird.

## Sorgfältig planen

Weil die Bedingungen von der Struktur des Unternehmens, der Größe der Belegschaft und künftigen Entscheidungen abhängen, sollte eine Nachfolge innerhalb der Familie gemeinsam mit einem Steuerberater geplant und idealerweise alle paar Jahre überprüft werden, wenn sich Unternehmen und Recht ändern.
`,
    },
    {
      id: 'life-after-the-sale',
      title: 'Das Leben nach dem Verkauf: Übergangszeit, Beraterrolle und Loslassen',
      excerpt:
        'Der Verkauf eines selbst aufgebauten Unternehmens verändert mehr als den Kontostand. Wie Sie die Übergangszeit gestalten, welche Rolle Sie behalten und wie frühere Inhaber ihr nächstes Kapitel finden.',
      publishedAt: '2026-09-08',
      body: `
Inhaber bereiten sich monate- oder jahrelang auf den Tag des Closings vor. Auf den Tag danach bereiten sich weniger vor. Doch wie der Übergang gestaltet wird, zählt für den Käufer, für die Mitarbeitenden und für das eigene Wohlbefinden des Verkäufers. Ein durchdachter Übergang schützt den Wert des Unternehmens und den Ruf des Verkäufers und erleichtert den nächsten Lebensabschnitt.

## Die Übergangszeit

Fast jeder Käufer eines inhabergeführten Unternehmens möchte, dass der Verkäufer noch eine Weile bleibt. Übliche Regelungen reichen von einigen Monaten Unterstützung bei der Übergabe bis zu ein oder zwei Jahren als Geschäftsführer oder Berater. Ziel ist die Übertragung von Beziehungen und Wissen: den Käufer bei Kunden, Lieferanten und Banken einführen, Abläufe erklären und wichtige Entscheidungen begleiten.

Halten Sie die Bedingungen schriftlich fest: Rolle und Titel, Arbeitszeit, Aufgaben, Vergütung, Dauer und was geschieht, wenn eine Seite vorzeitig beenden will. Ein Verkäufer, der Geschäftsführer bleibt, braucht einen ordentlichen Dienstvertrag; einer, der als Berater tätig ist, einen Beratervertrag mit klar umrissenem Umfang.

## Die Rolle zu wechseln ist schwerer, als es aussieht

Die Autorität des Verkäufers verschwindet nicht über Nacht. Mitarbeitende werden ihn weiter um Entscheidungen bitten, Kunden ihn weiter anrufen. Der Käufer will derweil etwas verändern. Spannungen sind normal. Es hilft, ausdrücklich zu vereinbaren, dass der neue Eigentümer entscheidet und der Verkäufer unterstützt, und das den Mitarbeitenden klar zu vermitteln. Regelmäßige Gespräche unter vier Augen zwischen Käufer und Verkäufer verhindern, dass Meinungsverschiedenheiten vor der Belegschaft ausgetragen werden.

## Wenn ein Earn-out im Spiel ist

Hängt ein Teil des Preises von künftigen Ergebnissen ab, hat der Verkäufer ein finanzielles Interesse daran, wie das Unternehmen geführt wird. Eingebunden zu bleiben, kann dieses Interesse schützen, schafft aber auch Konflikte, wenn die Entscheidungen des Käufers die Ziele zu gefährden scheinen. Das ist ein Grund, Earn-outs einfach und ihre Messung objektiv zu halten.

## Beiräte und Minderheitsbeteiligungen

Manche früheren Inhaber behalten eine formelle Rolle: einen Sitz im Beirat, eine Minderheitsbeteiligung oder ein Mandat für bestimmte Projekte, etwa eine wichtige Kundenbeziehung. Solche Rollen können gut funktionieren, wenn sie klar umrissen und begrenzt sind. Sie funktionieren schlecht, wenn sie zum Weg werden, auf dem der frühere Inhaber das Unternehmen informell weiterführt.

## Vereinbarungen einhalten

Wettbewerbs- und Abwerbeverbote gelten nach dem Verkauf. Vertraulichkeitspflichten bestehen fort. Frühere Inhaber, die dagegen verstoßen, auch unabsichtlich, etwa indem sie einem ehemaligen Mitarbeitenden bei der Gründung eines Konkurrenzunternehmens helfen, riskieren Vertragsstrafen und einen beschädigten Ruf.

## Die persönliche Seite

Viele Unternehmer beschreiben die Zeit nach einem Verkauf als unerwartet schwierig. Das Unternehmen gab ihren Tagen Struktur, ihnen Ansehen in ihrem Umfeld und ein Gefühl von Sinn. Es hilft, für die Zeit danach etwas Konkretes zu planen: ein neues Projekt, Beteiligungen an anderen Unternehmen, die Begleitung jüngerer Unternehmer, Ehrenämter in Kammern oder Verbänden oder einfach Zeit für Familie und Interessen, die zu kurz kamen. Manche früheren Inhaber werden Business Angels oder unterstützen andere Nachfolgen und geben weiter, was sie gelernt haben.

## Mit dem Erlös umgehen

Eine große Summe, die auf einmal eingeht, bringt eigene Entscheidungen mit sich. Nehmen Sie sich Zeit, bevor Sie große Investitionen tätigen, holen Sie unabhängigen Rat ein und denken Sie an mögliche Verpflichtungen aus dem Verkauf: Garantieansprüche, Treuhandfristen und später fällige Steuern. Ein vorsichtiges erstes Jahr vermeidet teure Fehler.

## Gut gehen

Die besten Abschlüsse sind die, nach denen der Verkäufer das Unternehmen Jahre später besuchen kann und willkommen ist. Das hängt von einem ehrlichen Verkauf ab, einem fairen Übergang und der Disziplin, zur Seite zu treten, wenn die Zeit gekommen ist.
`,
    },
  ],
  'de',
);
