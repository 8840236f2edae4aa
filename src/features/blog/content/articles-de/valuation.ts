import { defineArticles } from '../articles/define';

export const valuationArticlesDe = defineArticles(
  'valuation',
  [
    {
      id: 'ebitda-multiples-for-smes',
      title:
        'EBITDA-Multiplikatoren im Mittelstand: Warum ähnliche Unternehmen unterschiedlich viel kosten',
      excerpt:
        'Multiplikatoren sind die gemeinsame Sprache der Unternehmenspreise, doch der Multiplikator selbst ergibt sich aus Risiko, Größe und Qualität. Was ihn bei kleinen und mittleren Unternehmen nach oben oder unten treibt.',
      publishedAt: '2024-01-30',
      body: `
Fragt man einen M&A-Berater, was ein Unternehmen wert ist, lautet die erste Antwort oft ein Multiplikator: „etwa das Fünffache des EBITDA“. Die Methode ist einfach. Man nimmt eine Kennzahl für das nachhaltige Ergebnis, meist das EBITDA (Ergebnis vor Zinsen, Steuern und Abschreibungen) oder das EBIT, und multipliziert sie mit einem Faktor aus vergleichbaren Transaktionen. Das Ergebnis ist ein Unternehmenswert (Enterprise Value), also der Wert des Geschäfts, bevor Schulden und Barmittel berücksichtigt werden.

Die Einfachheit täuscht. Zwei Unternehmen mit gleichem EBITDA in derselben Branche können zu deutlich unterschiedlichen Multiplikatoren verkauft werden. Wer versteht, warum, kann als Verkäufer seine Erwartungen realistisch setzen und als Käufer sein Angebot begründen.

## Woher die Zahlen kommen

Multiplikatoren werden beobachtet, nicht aus der Theorie berechnet. Sie stammen aus abgeschlossenen Transaktionen und aus den Bewertungen börsennotierter Unternehmen, bereinigt um die Größe. Mehrere deutsche Wirtschaftsmedien und Beraternetzwerke veröffentlichen regelmäßig Multiplikatorspannen nach Branchen. Sie bieten eine nützliche Orientierung, sind aber Durchschnitte über Deals unterschiedlicher Qualität, meist für Unternehmen, die größer sind als ein typischer Familienbetrieb.

Als Faustregel wechseln kleine inhabergeführte Unternehmen oft zu niedrigeren Multiplikatoren den Besitzer als mittelgroße derselben Branche; einstellige EBITDA-Multiplikatoren sind üblich, bei sehr kleinen Betrieben häufig im niedrigen bis mittleren einstelligen Bereich. Behandeln Sie jede solche Spanne als Ausgangspunkt für das Gespräch, nicht als Preis.

## Größe

Kleinere Unternehmen tragen mehr Risiko: weniger Kunden, eine dünnere Führungsebene, weniger Verhandlungsmacht gegenüber Lieferanten, größere Anfälligkeit für ein einzelnes schlechtes Jahr. Sie ziehen außerdem weniger Käufer an, vor allem weniger Finanzinvestoren, die oft Mindestgrößen haben. Weniger Wettbewerb unter Käufern bedeutet niedrigere Preise. Dieser Größenabschlag ist eines der beständigsten Muster bei Mittelstandstransaktionen.

## Planbarkeit der Erträge

Käufer zahlen mehr für Erträge, auf die sie sich verlassen können. Wiederkehrende Umsätze aus Wartungsverträgen, Abonnements oder langfristigen Rahmenverträgen rechtfertigen einen höheren Multiplikator als Projektgeschäft, das jedes Jahr neu gewonnen werden muss. Eine stabile oder stetig wachsende Entwicklung über drei bis fünf Jahre ist mehr wert als ein einzelnes hervorragendes Jahr.

## Konzentration und Abhängigkeit

Eine starke Abhängigkeit von einem Kunden, einem Lieferanten, einem Produkt oder dem Inhaber senkt den Multiplikator, weil ein einzelnes Ereignis einen großen Teil des Ergebnisses wegnehmen kann. Käufer senken dann entweder den Preis oder verlagern einen Teil davon in einen Earn-out.

## Wachstum und Marktstellung

Unternehmen in wachsenden Märkten mit einer verteidigungsfähigen Position, etwa durch Spezialwissen, Zertifizierungen, deren Erwerb Jahre dauert, oder eine starke regionale Marke, erzielen höhere Multiplikatoren. Ein schrumpfender Markt führt zu niedrigeren, so profitabel das Unternehmen heute auch sein mag.

## Kapitalintensität

Zwei Unternehmen mit gleichem EBITDA können sehr unterschiedliche freie Cashflows erzeugen. Ein Betrieb, der jedes Jahr viel in Maschinen reinvestieren muss, macht weniger aus seinem EBITDA zu Geld als ein Dienstleister, und ein Käufer berücksichtigt das, entweder über einen niedrigeren EBITDA-Multiplikator oder indem er auf Basis des EBIT bewertet.

## Multiplikatoren sinnvoll nutzen

Für Verkäufer ist die nützlichste Übung, das eigene Unternehmen ehrlich an diesen Treibern zu messen. Welche sprechen für Sie, welche gegen Sie, und welche könnten Sie vor einem Verkauf verbessern? Für Käufer fasst der Multiplikator die eigene Risikoeinschätzung zusammen; er ist kein Argument für sich. Wer einen hohen Multiplikator zahlt, sollte erklären können, welcher dieser Faktoren ihn rechtfertigt.

Denken Sie schließlich daran, dass der Multiplikator auf das bereinigte Ergebnis angewendet wird. Ein attraktiver Multiplikator auf ein aufgeblähtes EBITDA ist kein attraktiver Preis.
`,
    },
    {
      id: 'adjusted-ebitda-and-normalisation',
      title: 'Bereinigtes EBITDA: die Zahlen vor dem Verkauf normalisieren',
      excerpt:
        'Der ausgewiesene Gewinn zeigt selten, was ein Käufer tatsächlich verdienen wird. Wie Inhaber und Käufer Inhabergehälter, Einmaleffekte und Geschäfte mit nahestehenden Personen bereinigen und wo Bereinigungen zu weit gehen.',
      publishedAt: '2024-04-23',
      body: `
Der Gewinn im Jahresabschluss eines inhabergeführten Unternehmens ist von den Entscheidungen des Inhabers geprägt: welches Gehalt er sich zahlt, ob das Unternehmen seine Immobilie mietet, welche Kosten über den Betrieb laufen. Nichts davon ist unzulässig, aber es bedeutet, dass die ausgewiesene Zahl nicht dem entspricht, was ein neuer Eigentümer verdienen würde. Normalisierung heißt, das ausgewiesene Ergebnis in das nachhaltige Ergebnis zu überführen, mit dem ein Käufer rechnen kann.

## Vergütung von Inhaber und Familie

Die häufigste Bereinigung. Zahlt sich der geschäftsführende Inhaber ein bescheidenes Gehalt, hat ein Käufer, der einen Geschäftsführer einstellen muss, höhere Kosten; das Ergebnis ist entsprechend zu senken. Entnimmt der Inhaber ein hohes Gehalt, kann das Ergebnis nach oben angepasst werden. Maßstab ist ein marktübliches Gehalt für die tatsächlich ausgeübte Funktion. In der deutschen Bewertungspraxis heißt das kalkulatorischer Unternehmerlohn.

Für Familienangehörige auf der Gehaltsliste gilt derselbe Test. Arbeiten sie in Vollzeit in echten Funktionen zu marktüblicher Bezahlung, ist keine Bereinigung nötig. Wenn nicht, werden ihre Kosten hinzugerechnet; seien Sie aber bereit zu zeigen, was sie tatsächlich tun.

## Geschäfte mit nahestehenden Personen

Viele Inhaber halten die Betriebsimmobilie privat und vermieten sie an das Unternehmen. Liegt die Miete über oder unter dem Marktniveau, wird das Ergebnis auf eine Marktmiete angepasst, und der Mietvertrag muss im Rahmen des Deals neu verhandelt oder bestätigt werden. Dasselbe gilt für Gesellschafterdarlehen, Leistungen anderer Firmen des Inhabers oder privat genutzte Firmenwagen.

## Einmaleffekte

Kosten oder Erträge, die sich nicht wiederholen, können bereinigt werden: ein beigelegter Rechtsstreit, ein einmaliges Beratungsprojekt, eine Versicherungsentschädigung, der Gewinn aus dem Verkauf einer alten Maschine. Das entscheidende Wort ist „nicht wiederholen“. Käufer werden skeptisch, wenn jedes Jahr seine eigenen Einmalkosten hat, denn dieses Muster spricht dafür, dass das Geschäft schlicht unregelmäßige Kosten hat.

## Pro-forma-Bereinigungen

Manchmal bereinigen Verkäufer um Dinge, die noch nicht eingetreten sind: eine mit Kunden ab dem nächsten Quartal vereinbarte Preiserhöhung, Einsparungen aus einem gerade gekündigten Vertrag oder ein volles Jahr Umsatz mit einem im Herbst gewonnenen Neukunden. Das kann berechtigt sein, sind aber Prognosen, keine Vergangenheit. Käufer akzeptieren sie oft nur teilweise oder verlagern sie in einen Earn-out.

## Bereinigungen belegen

Legen Sie eine Überleitungsrechnung vor: oben das ausgewiesene EBITDA, jede Bereinigung als eigene Zeile mit kurzer Erläuterung und Nachweis, unten das bereinigte EBITDA, jeweils für die letzten drei Jahre. Halten Sie die Liste kurz und jeden Posten gut vertretbar. Die Financial Due Diligence des Käufers prüft jede Zeile, und eine Bereinigung, die den Test nicht besteht, beschädigt die Glaubwürdigkeit der übrigen.

## Wo es zu weit geht

Warnzeichen für übertriebene Bereinigungen sind Hinzurechnungen von mehr als einem Viertel oder Drittel des ausgewiesenen Ergebnisses, Bereinigungen, die nur zugunsten des Verkäufers ausfallen, und Kosten, die als einmalig bezeichnet werden, für den Betrieb aber tatsächlich nötig sind, etwa Reparaturen oder Personalsuche. Hängt Ihr bereinigtes EBITDA an solchen Posten, sieht der Markt das, und der Preis richtet sich nach den ausgewiesenen Zahlen statt nach Ihrer Überleitung.

## Warum es so wichtig ist

Weil der Preis meist ein Vielfaches des Ergebnisses ist, ist jeder Euro Bereinigung mehrere Euro Kaufpreis wert. Genau deshalb verwenden beide Seiten so viel Zeit darauf. Eine ehrliche, gut belegte Normalisierung gehört zu den besten Investitionen, die ein Verkäufer vor dem Marktgang tätigen kann.
`,
    },
    {
      id: 'from-enterprise-value-to-purchase-price',
      title:
        'Vom Unternehmenswert zum Kaufpreis: Nettofinanzverschuldung, Barmittel und Cash-free/Debt-free',
      excerpt:
        'Ein Käufer bietet fünf Millionen für Ihr Unternehmen, und doch erhalten Sie beim Closing deutlich weniger. Die Überleitung vom Unternehmenswert zum Eigenkapitalwert erklärt, warum, und wo es sich zu verhandeln lohnt.',
      publishedAt: '2024-09-03',
      body: `
Verkäufer sind manchmal überrascht, wenn die Zahl im Kaufvertrag stark von dem Angebot abweicht, das sie angenommen haben. Meist ist nichts schiefgegangen. Das Angebot war ein Unternehmenswert (Enterprise Value), und für die Anteile wird der Eigenkapitalwert (Equity Value) gezahlt. Die Überleitung zwischen beiden ist der Ort, an dem ein Großteil der Detailverhandlungen einer Transaktion stattfindet.

## Unternehmenswert und Eigenkapitalwert

Der Unternehmenswert ist der Wert des operativen Geschäfts, unabhängig davon, wie es finanziert ist. Multiplikatoren auf EBITDA oder EBIT ergeben einen Unternehmenswert. Der Eigenkapitalwert ist das, was die Gesellschafter für ihre Anteile erhalten. Vereinfacht gilt: Eigenkapitalwert gleich Unternehmenswert minus Nettofinanzverschuldung, plus oder minus eine Anpassung für das Working Capital.

## Die Konvention „cash-free, debt-free“

Die meisten Angebote werden auf Cash-free/Debt-free-Basis abgegeben. Der Käufer unterstellt, dass das Unternehmen weder Finanzschulden noch überschüssige Barmittel hat. Beim Closing werden die tatsächlichen Schulden vom Preis abgezogen und die tatsächlichen Barmittel hinzugerechnet. So werden Angebote vergleichbar, gleich wie das Unternehmen am Stichtag zufällig finanziert ist.

## Was als Schulden zählt

Bankkredite und Gesellschafterdarlehen sind offensichtlich. Verhandelt wird über die weniger offensichtlichen Posten, die sogenannten schuldenähnlichen Posten (Debt-like Items). Käufer wollen typischerweise einbeziehen: Pensionsrückstellungen, die in älteren deutschen Unternehmen erheblich sein können, Leasingverbindlichkeiten, Steuerverbindlichkeiten für vergangene Zeiträume, unbezahlte Boni für das Vorjahr, aufgeschobene Kaufpreise aus früheren Übernahmen, einen aufgeschobenen Investitionsstau und manchmal Kundenanzahlungen. Jeder Posten, der in die Nettofinanzverschuldung wandert, senkt den Preis Euro für Euro. Verkäufer sollten die Bilanz früh durchgehen und entscheiden, bei welchen Posten sie argumentieren, dass sie zum normalen Geschäftsbetrieb gehören.

## Was als Barmittel zählt

Guthaben auf Bankkonten werden hinzugerechnet, aber nicht alles davon ist frei verfügbar. Liquidität, die für das Tagesgeschäft gebraucht wird, als Sicherheit hinterlegte Beträge oder Guthaben in ausländischen Tochtergesellschaften, die sich nicht ohne Weiteres bewegen lassen, können als gebunden gelten und ausgenommen werden. Die Definition der Barmittel im Vertrag ist daher ebenso wichtig wie die der Schulden.

## Working Capital

Ein Käufer erwartet, dass das Unternehmen mit einem normalen Working Capital übergeht: Forderungen, Vorräte und Verbindlichkeiten in einer Höhe, mit der der Betrieb weiterlaufen kann. Treibt der Verkäufer vor dem Closing Forderungen aggressiv ein und zahlt Lieferanten verspätet, steigen die Barmittel und das Working Capital sinkt. Um das zu verhindern, vereinbaren die Parteien ein Ziel- oder Normalniveau des Working Capital. Liegt das tatsächliche Niveau beim Closing darunter, sinkt der Preis; liegt es darüber, steigt er. Das Ziel beruht meist auf einem Durchschnitt der letzten zwölf Monate, um saisonale Schwankungen zu berücksichtigen.

## Zwei Mechanismen: Abschlussbilanz oder Locked Box

Bei einer Abschlussbilanz (Closing Accounts) schätzen die Parteien Nettofinanzverschuldung und Working Capital zum Closing, zahlen einen vorläufigen Preis und korrigieren ihn, sobald die Abschlussbilanz erstellt ist. Bei einer Locked Box wird der Preis auf Basis einer aktuellen Bilanz festgeschrieben, und der Verkäufer garantiert, dass seitdem kein Wert aus dem Unternehmen abgeflossen ist, etwa durch Ausschüttungen oder ungewöhnliche Zahlungen. Die Locked Box schafft Sicherheit und ist einfacher; die Abschlussbilanz ist genauer, erzeugt aber nach dem Closing eine zweite Verhandlungsrunde.

## Praktische Hinweise

Verkäufer sollten mögliche Käufer früh fragen, ob ihr Angebot cash-free, debt-free ist und welche Posten sie als Schulden behandeln wollen. Käufer sollten ihre Annahmen in der Absichtserklärung klar benennen. Eine klare Definition zu Beginn vermeidet die ärgerlichste Art später Nachverhandlungen.
`,
    },
    {
      id: 'working-capital-adjustments-explained',
      title: 'Working-Capital-Anpassung: das Ziel festlegen und Streit vermeiden',
      excerpt:
        'Die Working-Capital-Klausel bekommt in frühen Verhandlungen selten Aufmerksamkeit und verschiebt doch regelmäßig den Endpreis. Wie das Ziel festgelegt wird, was hineingehört und wie es streitfrei bleibt.',
      publishedAt: '2025-03-18',
      body: `
Working Capital ist das Geld, das im laufenden Tagesgeschäft gebunden ist: Forderungen gegenüber Kunden plus Vorräte, abzüglich Verbindlichkeiten gegenüber Lieferanten und ähnlicher kurzfristiger Posten. Es ist weder Barmittel noch Schulden, bestimmt aber, wie viel Liquidität das Geschäft braucht. Bei einer Transaktion zählt es, weil es sich in den Monaten vor dem Closing beeinflussen lässt und weil es sich mit den Jahreszeiten von selbst verändert.

## Warum es überhaupt eine Anpassung gibt

Stellen Sie sich einen Verkäufer vor, der im letzten Monat vor dem Closing jede Forderung früh eintreibt, die Vorräte abbaut und Lieferanten spät bezahlt. Die Barmittel im Unternehmen steigen, und bei einem Cash-free/Debt-free-Preis erhielte der Verkäufer diese Barmittel. Der Käufer übernimmt dann ein Geschäft, das sofort seine Lager wieder auffüllen und überfällige Lieferanten bezahlen muss. Die Working-Capital-Anpassung verhindert das: Der Preis wird um die Differenz zwischen dem tatsächlichen Working Capital beim Closing und einem vereinbarten Normalniveau angepasst.

## Festlegen, was hineingehört

Der Vertrag muss definieren, welche Bilanzposten zählen. Typischerweise gehören dazu Forderungen aus Lieferungen und Leistungen, Vorräte, Verbindlichkeiten aus Lieferungen und Leistungen, erhaltene und geleistete Anzahlungen sowie kurzfristige Rückstellungen für betriebliche Kosten. Meist ausgenommen sind Barmittel, Finanzschulden und schuldenähnliche Posten, Steuerforderungen und -verbindlichkeiten sowie alles, was mit der Transaktion selbst zusammenhängt. Derselbe Posten darf nie zugleich im Working Capital und in der Nettofinanzverschuldung zählen, sonst würde er doppelt berücksichtigt.

## Das Ziel festlegen

Das Ziel, auch Peg genannt, ist meist der Durchschnitt des Working Capital zu den Monatsenden der letzten zwölf Monate. Ein Durchschnitt über ein ganzes Jahr gleicht saisonale Ausschläge aus: Ein Gartenbedarfshändler hat im Frühjahr hohe Vorräte, ein Heizungsbauer im Winter hohe Forderungen. Wächst das Geschäft schnell, kann ein Durchschnitt der Vergangenheit den künftigen Bedarf unterschätzen, und die Parteien vereinbaren womöglich ein höheres Ziel. Verkäufer sollten die Zahl vor den Verhandlungen selbst berechnen, denn Käufer tun es auch.

## Bilanzierungsgrundsätze

Das Working Capital zum Closing muss genauso berechnet werden wie das Ziel. Der Vertrag sollte festhalten, dass die Abschlussbilanz denselben Bilanzierungsgrundsätzen, Methoden und Ermessensentscheidungen folgt wie die Zahlen, auf denen das Ziel beruht, etwa bei der Bewertung der Vorräte und bei Wertberichtigungen auf Forderungen. Viele Streitigkeiten entstehen, weil das Team des Käufers nach dem Closing vorsichtiger bilanziert.

## Ablauf und Fristen

Üblicherweise erstellt der Käufer innerhalb von sechzig bis neunzig Tagen nach dem Closing eine Abrechnung, der Verkäufer hat eine Frist zur Prüfung und zum Widerspruch, und offene Punkte gehen an einen unabhängigen Sachverständigen, meist eine Wirtschaftsprüfungsgesellschaft, dessen Entscheidung über die Zahlen bindend ist. Dieses Schiedsgutachten ist schneller und günstiger als ein Gerichtsverfahren.

## Bandbreiten und Schwellenwerte

Um Streit über kleine Beträge zu vermeiden, vereinbaren Parteien manchmal eine Bandbreite um das Ziel, innerhalb derer keine Anpassung erfolgt, oder einen Mindestbetrag, unterhalb dessen Differenzen unberücksichtigt bleiben. Das ist gerade bei kleinen Unternehmen sinnvoll, bei denen die Kosten für Berechnung und Streit den umstrittenen Betrag übersteigen können.

## Die Alternative Locked Box

Bei einem Locked-Box-Deal gibt es keine Anpassung zum Closing. Der Preis beruht auf einer Bilanz zu einem festen Stichtag vor dem Signing, und der Käufer ist gegen einen späteren Wertabfluss geschützt. Die Frage nach dem Working Capital wird dann Teil der Due Diligence dieser Referenzbilanz: War das Working Capital zu diesem Stichtag normal? Für viele Mittelstandstransaktionen mit stabilem Geschäft ist die Locked Box der einfachere Weg.
`,
    },
    {
      id: 'valuation-methods-compared',
      title: 'Bewertungsverfahren im Vergleich: Multiplikatoren, DCF und Ertragswert',
      excerpt:
        'Marktmultiplikatoren, diskontierte Cashflows, Ertragswert und Substanzwert beantworten jeweils eine etwas andere Frage. Welches Verfahren beim Verkauf eines mittelständischen Unternehmens zu welcher Situation passt.',
      publishedAt: '2025-10-07',
      body: `
Den einen richtigen Wert eines Unternehmens gibt es nicht. Es gibt eine Spanne von Preisen, auf die sich ein kaufwilliger Käufer und ein verkaufswilliger Verkäufer einigen könnten, und mehrere Verfahren, die diese Spanne eingrenzen helfen. Im deutschsprachigen Markt begegnen einem regelmäßig vier Ansätze. Wer weiß, was jeder leistet und wo er schwach ist, liest Bewertungsgutachten und Angebote besser.

## Marktmultiplikatoren

Das in der Praxis gängigste Verfahren: das nachhaltige Ergebnis, meist EBITDA oder EBIT, multipliziert mit einem Faktor aus vergleichbaren Transaktionen. Es ist schnell, leicht zu erklären und spiegelt wider, was Käufer tatsächlich zahlen. Seine Schwäche ist die Vergleichbarkeit. Veröffentlichte Multiplikatoren sind Durchschnitte über Deals, die sich in Größe, Rentabilität und Risiko von Ihrem unterscheiden können, und für sehr kleine Unternehmen gibt es nur wenige wirklich vergleichbare Transaktionen. Nutzen Sie Multiplikatoren, um zu prüfen, ob ein Preis in einer plausiblen Spanne liegt, nicht um ihn auf den Euro genau abzuleiten.

## Discounted Cashflow

Eine DCF-Bewertung prognostiziert die freien Cashflows des Unternehmens für mehrere Jahre, meist drei bis fünf, ergänzt einen Endwert für die Jahre danach und zinst alles mit einem risikogerechten Satz auf heute ab. Das Verfahren ist konzeptionell sauber und zwingt zu einer ausdrücklichen Diskussion über Wachstum, Margen und Investitionsbedarf. Seine Schwäche im Mittelstand: Das Ergebnis reagiert sehr empfindlich auf den Kapitalisierungszins und den Endwert, und kleine Unternehmen haben selten verlässliche Mehrjahresplanungen. Ein DCF auf Basis einer optimistischen Planung liefert einen optimistischen Wert.

## Ertragswertverfahren

Der traditionelle deutsche Ansatz, beschrieben im Standard IDW S 1 der Wirtschaftsprüfer und, für kleinere Unternehmen, in besonderen Praxishinweisen des Instituts der Wirtschaftsprüfer. Die künftig ausschüttbaren Erträge werden geschätzt und mit einem Zins kapitalisiert, der sich aus einem risikolosen Basiszins und einem Risikozuschlag zusammensetzt. Inhaltlich ähnelt das einem DCF auf Ertragsbasis. Es wird bei gerichtsnahen Bewertungen, bei Streitigkeiten unter Gesellschaftern und in familiären Angelegenheiten wie Scheidung und Erbschaft eingesetzt. Für kleine inhabergeführte Unternehmen verlangt der Standard ausdrücklich, die Inhaberabhängigkeit und ein marktübliches Gehalt für den Inhaber zu berücksichtigen.

Davon zu unterscheiden ist das vereinfachte Ertragswertverfahren nach dem Bewertungsgesetz, das für die Erbschaft- und Schenkungsteuer verwendet wird. Es multipliziert das durchschnittliche Ergebnis der Vergangenheit mit einem festen gesetzlichen Faktor, derzeit 13,75. Es ist ein steuerliches Instrument und ergibt für kleine Unternehmen oft Werte weit über dem Marktpreis; über das, was ein Käufer zahlen würde, sagt es wenig.

## Substanzwert

Der Substanzwert addiert die Marktwerte aller Vermögensgegenstände und zieht die Schulden ab. Bei operativ tätigen Unternehmen dient er meist als Untergrenze: Ein profitables Unternehmen ist mehr wert als seine Vermögensgegenstände; ein unprofitables womöglich nur so viel, wie seine Vermögensgegenstände bei einer geordneten Veräußerung erbringen würden, den Liquidationswert. Zentral wird der Substanzwert bei Holdinggesellschaften, immobilienreichen Unternehmen und Unternehmen mit schwachen Erträgen.

## Welches Verfahren passt

Beim Verkauf eines mittelständischen Unternehmens ist es sinnvoll, Multiplikatoren als wichtigsten Bezugspunkt zu nutzen, eine einfache Ertrags- oder Cashflow-Bewertung zur Plausibilisierung und den Substanzwert als Untergrenze. Liefern die Verfahren sehr unterschiedliche Ergebnisse, ist schon der Unterschied aufschlussreich: Er weist meist auf eine Annahme hin, etwa zu Wachstum oder Risiko, über die gesprochen werden muss.

## Wert und Preis

Eine Bewertung ergibt einen Wert; eine Verhandlung ergibt einen Preis. Strategische Käufer zahlen wegen Synergien womöglich mehr; Finanzinvestoren sind an ihre Finanzierungsmöglichkeiten gebunden; ein Verkäufer, der schnell verkaufen muss, akzeptiert weniger. Kennen Sie Ihre Wertspanne, und überlassen Sie es dann einem gut geführten Prozess, den Preis zu finden.
`,
    },
  ],
  'de',
);
