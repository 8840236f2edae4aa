import { defineArticles } from '../articles/define';

export const dealTypesArticlesDe = defineArticles(
  'deal-types',
  [
    {
      id: 'asset-deal-vs-share-deal-germany',
      title: 'Asset Deal oder Share Deal: Was sich für Käufer und Verkäufer ändert',
      excerpt:
        'Ob die Anteile einer Gesellschaft oder ihre einzelnen Wirtschaftsgüter gekauft werden, führt zu sehr unterschiedlichen Ergebnissen bei Haftung, Verträgen, Mitarbeitenden und Steuern. Ein praktischer Vergleich nach deutschem Recht.',
      publishedAt: '2024-01-09',
      body: `
Es gibt zwei grundlegende Wege, ein Unternehmen zu erwerben. Beim Share Deal erwirbt der Käufer die Anteile an der Gesellschaft, der das Unternehmen gehört, zum Beispiel alle Anteile an einer GmbH. Beim Asset Deal erwirbt der Käufer die einzelnen Wirtschaftsgüter und Verträge, aus denen das Unternehmen besteht, während die Gesellschaft beim Verkäufer bleibt. Wirtschaftlich kann das Ergebnis ähnlich sein; rechtlich und steuerlich ist es das nicht.

## Was der Käufer bekommt

Beim Share Deal bleibt die Gesellschaft dieselbe juristische Person. Alles, was ihr gehört, und alles, was sie schuldet, bleibt bei ihr: Verträge, Genehmigungen, Mitarbeitende, Verbindlichkeiten, auch solche, von denen noch niemand weiß. Der Käufer tritt in die Stellung des Gesellschafters ein und übernimmt die Vorgeschichte der Gesellschaft.

Beim Asset Deal wählt der Käufer aus, was er übernimmt. Jeder Vermögensgegenstand muss einzeln bezeichnet und übertragen werden: Maschinen, Vorräte, Forderungen, Schutzrechte, Kundenlisten. Diese Auswahl ist für Käufer der größte Reiz, denn bekannte und unbekannte Verbindlichkeiten lassen sich grundsätzlich zurücklassen.

## Verträge und Genehmigungen

Beim Share Deal laufen Verträge unverändert weiter, vorbehaltlich Change-of-Control-Klauseln, die dem Vertragspartner ein Kündigungsrecht geben. Beim Asset Deal gehen Verträge nicht automatisch über: Jeder Vertragspartner muss der Übertragung zustimmen. Bei vielen Kunden-, Lieferanten- und Mietverträgen kann das ein erheblicher Aufwand sein. Genehmigungen hängen oft an der Gesellschaft oder am Betreiber und müssen gegebenenfalls neu erteilt werden.

## Mitarbeitende

Auch beim Asset Deal kann sich der Käufer die Mitarbeitenden nicht frei aussuchen. Nach § 613a BGB gehen bei der Übertragung eines Betriebs oder Betriebsteils die Arbeitsverhältnisse der ihm zugeordneten Mitarbeitenden kraft Gesetzes mit ihren bisherigen Bedingungen auf den Käufer über. Die Mitarbeitenden müssen schriftlich unterrichtet werden und können innerhalb eines Monats widersprechen. Kündigungen wegen des Betriebsübergangs sind unwirksam. Beim Share Deal wechselt der Arbeitgeber überhaupt nicht.

## Haftung

Auch beim Asset Deal können manche Verbindlichkeiten dem Geschäft folgen. Führt der Käufer das Geschäft unter der bisherigen Firma fort, kann er nach § 25 HGB für die alten Geschäftsverbindlichkeiten haften, sofern das nicht durch Eintragung oder Mitteilung ausgeschlossen wird. Nach § 75 der Abgabenordnung haftet der Erwerber eines Unternehmens außerdem, beschränkt auf das übernommene Vermögen, für bestimmte betriebliche Steuern des Vorgängers aus der Zeit kurz vor der Übertragung.

## Steuern für den Käufer

Beim Asset Deal kann der Käufer den Kaufpreis auf die erworbenen Wirtschaftsgüter verteilen und sie abschreiben, einschließlich des Firmenwerts, der steuerlich über fünfzehn Jahre abgeschrieben wird. Diese Aufstockung senkt die künftigen Steuern des Käufers. Beim Share Deal sind die Anschaffungskosten der Anteile nicht abschreibbar. Steuerliche Verlustvorträge bleiben beim Share Deal in der Gesellschaft, gehen aber in der Regel unter, wenn mehr als die Hälfte der Anteile übertragen wird, sofern keine Ausnahme greift; beim Asset Deal bleiben sie beim Verkäufer.

## Steuern für den Verkäufer

Verkäufer bevorzugen meist den Share Deal. Eine natürliche Person, die Anteile an einer Kapitalgesellschaft im Privatvermögen hält, versteuert nach dem Teileinkünfteverfahren nur 60 Prozent des Gewinns, wenn die Beteiligung mindestens ein Prozent beträgt. Bei einer Kapitalgesellschaft als Verkäuferin werden effektiv nur fünf Prozent des Gewinns besteuert. Beim Asset Deal entsteht der Gewinn in der Gesellschaft, wird dort mit Körperschaft- und Gewerbesteuer belastet und bei der Ausschüttung an die Inhaber erneut besteuert. Für Einzelunternehmer und Personengesellschaften gelten andere Regeln, einschließlich möglicher Vergünstigungen für ältere Verkäufer.

## Weitere Kosten und Formalien

Die Übertragung von GmbH-Anteilen erfordert eine notarielle Beurkundung. Ein Asset Deal ist nur in bestimmten Fällen beurkundungspflichtig, etwa wenn Grundstücke übertragen werden. Grunderwerbsteuer fällt beim Asset Deal mit Grundbesitz an; beim Share Deal kann sie entstehen, wenn 90 Prozent oder mehr der Anteile an einer grundbesitzenden Gesellschaft übergehen. Die Übertragung eines ganzen Unternehmens im Asset Deal ist als Geschäftsveräußerung im Ganzen in der Regel nicht umsatzsteuerbar.

## Was passt

In der Praxis überwiegt bei gesunden GmbHs der Share Deal, weil Verkäufer aus steuerlichen Gründen darauf bestehen und Käufer sich mit Garantien und Freistellungen absichern. Asset Deals sind üblich bei Einzelunternehmen, bei der Abspaltung von Geschäftsbereichen und bei Unternehmen mit erheblichen Haftungsrisiken oder in der Insolvenz. Weil die steuerlichen Folgen so verschieden sind, sollten beide Seiten sie mit einem Steuerberater durchrechnen, bevor sie sich auf einen Preis einigen.
`,
    },
    {
      id: 'earn-out-explained',
      title: 'Earn-outs: wie sie funktionieren und wie man sie verhandelt',
      excerpt:
        'Ein Earn-out überbrückt die Lücke zwischen dem Wert, den ein Verkäufer seinem Unternehmen beimisst, und dem Betrag, den ein Käufer heute zu zahlen bereit ist. Schlecht gemacht, verlagert er den Streit nur in die Zukunft.',
      publishedAt: '2024-04-09',
      body: `
Ein Verkäufer erwartet im nächsten Jahr kräftiges Wachstum; der Käufer ist nicht überzeugt. Beide haben Gründe. Ein Earn-out erlaubt trotzdem eine Einigung: Ein Teil des Kaufpreises wird nur gezahlt, wenn das Unternehmen nach dem Closing bestimmte Ziele erreicht. Der Verkäufer wird belohnt, wenn sein Optimismus berechtigt war, und der Käufer zahlt weniger, wenn nicht.

## Der Grundaufbau

Der Preis wird in einen festen Teil, der beim Closing gezahlt wird, und einen variablen Teil geteilt, den Earn-out, der später abhängig von der Entwicklung fließt. Der Earn-out wird durch eine Kennzahl, einen Messzeitraum, eine Formel, die Kennzahl und Zahlung verknüpft, und meist eine Obergrenze bestimmt. Als Faustregel laufen Earn-out-Zeiträume bei Mittelstandstransaktionen ein bis drei Jahre; längere Zeiträume erhöhen das Risiko, dass sich das Geschäft so stark verändert, dass die ursprünglichen Ziele keinen Sinn mehr ergeben.

## Die Kennzahl wählen

Umsatz ist leicht zu messen und für den Käufer schwer zu beeinflussen, belohnt aber auch unprofitables Wachstum. EBITDA oder EBIT bilden die Rentabilität ab, doch die Entscheidungen des neuen Eigentümers zu Kosten, Konzernumlagen und Investitionen wirken sich unmittelbar darauf aus. Der Rohertrag ist ein häufiger Kompromiss. Manche Deals nutzen nichtfinanzielle Meilensteine, etwa eine Produktzulassung oder die Verlängerung eines großen Vertrags.

Wie auch immer die Kennzahl lautet, der Vertrag muss sie genau definieren: welche Bilanzierungsgrundsätze gelten, wie Konzernkosten und Managementgebühren des Käufers behandelt werden und wie die Auswirkungen späterer Zukäufe herausgerechnet werden.

## Alles oder nichts oder gleitende Skala

Eine Stufe, die den vollen Betrag nur bei Erreichen eines Ziels und darunter nichts zahlt, schafft starke Anreize und heftigen Streit, wenn das Ergebnis knapp unter der Linie landet. Eine lineare oder gestufte Skala, etwa eine Zahlung, die zwischen einer Unter- und einer Obergrenze anteilig steigt, ist meist fairer und leichter zu handhaben.

## Schutz für den Verkäufer

Nach dem Closing kontrolliert der Käufer das Geschäft. Ein Verkäufer sollte Schutzmechanismen verhandeln: die Pflicht des Käufers, das Geschäft im gewöhnlichen Rahmen und wie bisher zu führen; das Verbot, Umsätze oder Kosten künstlich in das Unternehmen hinein oder aus ihm heraus zu verlagern; Informationsrechte, etwa ein monatliches Reporting; und eine vorzeitige Fälligkeit, sodass der volle Earn-out fällig wird, wenn der Käufer das Unternehmen weiterverkauft, es so integriert, dass sich die Ergebnisse nicht mehr messen lassen, oder den Verkäufer ohne wichtigen Grund entlässt.

## Schutz für den Käufer

Der Käufer will das Geschäft frei führen und entwickeln können. Er wird sich gegen Auflagen wehren, die vernünftige Entscheidungen verhindern, und das Recht verlangen, Garantieansprüche mit Earn-out-Zahlungen zu verrechnen. Eine Obergrenze für den gesamten Earn-out ist Standard.

## Die Rolle des Verkäufers

Bleibt der Verkäufer während des Earn-out-Zeitraums in der Geschäftsführung, sind die Anreize gleichgerichtet, Konflikte aber wahrscheinlich, wenn der neue Eigentümer etwas ändern will. Geht der Verkäufer, hängt er ganz von Entscheidungen ab, die er nicht beeinflussen kann. Der Vertrag sollte berücksichtigen, welche Situation vorliegt.

## Streitbeilegung

Streit über die Berechnung klärt am besten ein unabhängiger Sachverständiger, meist eine Wirtschaftsprüfungsgesellschaft, als Schiedsgutachter über die Zahlen. Rechtsfragen, etwa ob der Käufer eine Auflage verletzt hat, gehen vor Gericht oder ein Schiedsgericht.

## Steuern

Die steuerliche Behandlung eines Earn-outs beim Verkäufer hängt von der Gestaltung ab und kann beeinflussen, wann der Gewinn versteuert wird. Lassen Sie die Klausel vor der Unterschrift von Ihrem Steuerberater prüfen; auf den Wortlaut kommt es an.

## Wann er sich eignet

Earn-outs funktionieren am besten, wenn sich die Uneinigkeit auf eine bestimmte, messbare Unsicherheit bezieht und das Geschäft ungefähr wie bisher weiterläuft. Sie funktionieren schlecht, wenn sie eine grundsätzliche Uneinigkeit über den Wert übertünchen sollen. Dann wird der Streit nur vertagt.
`,
    },
    {
      id: 'management-buy-out-and-buy-in',
      title: 'Management-Buy-out und Management-Buy-in: an Führungskräfte verkaufen',
      excerpt:
        'Der Verkauf an das eigene Führungsteam oder an eine externe Führungskraft kann Kontinuität und Kultur bewahren. Wie MBO und MBI aufgebaut und finanziert werden und woran sie häufig scheitern.',
      publishedAt: '2024-11-12',
      body: `
Für viele inhabergeführte Unternehmen ohne Nachfolger in der Familie ist der naheliegendste Käufer jemand, der das Geschäft bereits kennt oder es selbst führen möchte. Beim Management-Buy-out (MBO) kaufen die bisherigen Führungskräfte das Unternehmen. Beim Management-Buy-in (MBI) kauft es eine externe Führungskraft oder ein externes Team und übernimmt die Geschäftsführung. Mischformen aus beidem, mitunter BIMBO genannt, sind ebenfalls verbreitet.

## Warum Verkäufer ein MBO erwägen

Die Führungskräfte kennen die Kunden, die Belegschaft und die Abläufe. Die Due Diligence ist einfacher, die Übergabe reibungsloser, und die Vertraulichkeit lässt sich leichter wahren, weil kein fremder Wettbewerber die Zahlen sieht. Für Inhaber, denen Kontinuität für die Mitarbeitenden und die Identität des Unternehmens wichtig sind, ist ein MBO oft das bevorzugte Ergebnis.

## Warum ein MBI anders ist

Eine externe Führungskraft bringt einen frischen Blick und oft Erfahrung aus größeren Unternehmen mit, muss das Vertrauen von Mitarbeitenden und Kunden aber erst gewinnen. Die Due Diligence ist aufwendiger, und die Übergabezeit mit dem Verkäufer ist länger und wichtiger. Banken schauen genau auf die bisherige Erfahrung des Käufers in der Branche.

## Die Herausforderung Finanzierung

Führungskräfte haben selten das Kapital, um den vollen Preis zu zahlen. Eine typische Struktur kombiniert mehrere Quellen: das Eigenkapital der Führungskräfte, das nach Erwartung der Banken im Verhältnis zu ihrem Privatvermögen spürbar sein sollte; vorrangige Bankkredite, oft mit Förderkrediten und einer Bürgschaft der Bürgschaftsbank des Landes; Mezzanine-Kapital, etwa von einer Mittelständischen Beteiligungsgesellschaft; ein Verkäuferdarlehen, das im Rang hinter der Bank steht; und bei größeren Deals einen Private-Equity-Investor, der die Mehrheit übernimmt und dem Management eine bedeutende Minderheit überlässt.

Die Schulden werden aus dem Cashflow des Unternehmens bedient; das Unternehmen muss also stabil sein und verlässlich Liquidität erwirtschaften. Stark zyklische oder kapitalintensive Geschäfte lassen sich so schwerer finanzieren.

## Interessenkonflikte beim MBO

Führungskräfte, die das Unternehmen kaufen wollen, haben ein offensichtliches Interesse an einem niedrigen Preis, schulden als Angestellte oder Geschäftsführer dem jetzigen Inhaber aber Loyalität. Außerdem kontrollieren sie einen Großteil der Informationen. Der Inhaber sollte den Prozess transparent gestalten, auf korrekten Zahlen bestehen und erwägen, eine unabhängige Bewertung einzuholen oder den Markt mit anderen Käufern zu testen. Die Führungskräfte ihrerseits sollten alles vermeiden, was nach dem Drücken der Ergebnisse vor dem Verkauf aussieht.

## Preis und Struktur

MBO-Preise liegen oft etwas unter denen strategischer Käufer, weil Führungskräfte keine Synergien bezahlen können und durch das begrenzt sind, was der Cashflow finanzieren kann. Verkäufer nehmen das häufig im Tausch gegen Kontinuität und einen einfacheren Prozess in Kauf. Ein Verkäuferdarlehen oder ein Earn-out kann einen Teil der Lücke schließen, lässt den Verkäufer aber vom Erfolg der Käufer abhängig bleiben.

## Typische Bruchstellen

MBOs scheitern am häufigsten an der Finanzierung, wenn das Eigenkapital der Führungskräfte zu gering ist oder die Bank den Plan für zu ehrgeizig hält; an der Führung, wenn eine gute zweite Führungskraft noch nicht bereit ist, Unternehmer zu sein; und an der Beziehung zum Verkäufer, wenn der frühere Inhaber nicht loslassen kann. Früh anfangen, eine Bank einbinden, bevor der Preis feststeht, und klare Rollen für die Übergangszeit vereinbaren, verringert diese Risiken.

## Ein MBO früh vorbereiten

Inhaber, die ihre Führungskräfte als mögliche Käufer sehen, können Jahre im Voraus vorbereiten: sie an strategischen Entscheidungen beteiligen, ihnen Ergebnisverantwortung geben, sie vielleicht zunächst eine kleine Beteiligung erwerben lassen. Eine Führungskraft, die schon echte Verantwortung getragen hat, ist für eine Bank ein deutlich stärkerer Kandidat und für den Verkäufer eine deutlich sicherere Wahl.
`,
    },
    {
      id: 'selling-a-minority-stake',
      title: 'Eine Minderheitsbeteiligung oder einen Teil des Unternehmens verkaufen',
      excerpt:
        'Nicht jede Transaktion ist ein vollständiger Ausstieg. Wie Teilverkäufe, Minderheitsbeteiligungen und gestufte Exits funktionieren und welche Rechte beide Seiten in der Gesellschaftervereinbarung sichern sollten.',
      publishedAt: '2025-05-06',
      body: `
Manche Inhaber wollen einen Teil ihres Vermögens freisetzen, einen Partner für Wachstum gewinnen oder eine schrittweise Übergabe vorbereiten, ohne das ganze Unternehmen auf einmal zu verkaufen. Ein Teilverkauf kann das leisten. Er schafft aber auch eine neue Beziehung zwischen Gesellschaftern, die über Jahre geregelt sein will; deshalb zählt die Gesellschaftervereinbarung ebenso viel wie der Preis.

## Typische Formen

- Eine Minderheitsbeteiligung: Ein Investor, oft ein Family Office oder ein auf Minderheiten spezialisierter Fonds, erwirbt einen Anteil unter 50 Prozent und unterstützt das Wachstum, ohne die Kontrolle zu übernehmen.
- Ein Mehrheitsverkauf mit Rückbeteiligung: Der Inhaber verkauft die Mehrheit, oft an einen Private-Equity-Investor, behält eine Minderheit und profitiert später von einem zweiten Verkauf.
- Ein gestufter Exit: Ein Nachfolger oder strategischer Partner kauft jetzt die Mehrheit und die restlichen Anteile später, zu einem Preis nach einer heute vereinbarten Formel.
- Ein Partnermodell: Eine Schlüsselkraft oder Führungskraft erwirbt als ersten Schritt zu einem MBO eine kleine Beteiligung.

## Den Preis einer Minderheit bestimmen

Eine Minderheitsbeteiligung wird oft niedriger bewertet als ihr rechnerischer Anteil am ganzen Unternehmen, weil ihr Inhaber Entscheidungen nicht bestimmen und keinen Verkauf erzwingen kann. Wie groß der Abschlag ausfällt, hängt von den damit verbundenen Rechten ab. Eine Minderheit mit starkem Schutz, einem klaren Ausstiegsweg und Zugang zu Ausschüttungen ist mehr wert als eine ohne.

## Wichtige Schwellen in der deutschen GmbH

Die Rechte eines Gesellschafters in einer GmbH hängen stark von der Größe seiner Beteiligung ab. Änderungen des Gesellschaftsvertrags, Kapitalmaßnahmen und viele strukturelle Änderungen erfordern eine Mehrheit von 75 Prozent der abgegebenen Stimmen; wer mehr als 25 Prozent hält, hat also eine Sperrminorität. Jeder Gesellschafter hat gesetzliche Auskunfts- und Einsichtsrechte. Viele andere Beschlüsse werden mit einfacher Mehrheit gefasst, sofern der Gesellschaftsvertrag nichts anderes bestimmt. Gesellschaftervereinbarung und Gesellschaftsvertrag können vieles davon ändern; genau hier wird verhandelt.

## Rechte, die der Minderheitsinvestor verlangen wird

Vetorechte bei wichtigen Angelegenheiten wie Budget, großen Investitionen, neuen Schulden, Zukäufen und Änderungen in der Geschäftsführung; Informationsrechte mit regelmäßigem Reporting; einen Sitz oder Beobachterstatus in einem Beirat; Bezugsrechte bei neuen Anteilen, um eine Verwässerung zu vermeiden; ein Mitverkaufsrecht (Tag-along), mit dem der Investor zu denselben Bedingungen verkaufen kann, wenn die Mehrheit verkauft; und einen Ausstiegsweg, etwa das Recht, nach einigen Jahren einen Verkauf oder Börsengang zu verlangen.

## Rechte, die der Mehrheitsinhaber verlangen wird

Das Recht, das Geschäft ohne übermäßige Vetos zu führen; eine Mitverkaufspflicht (Drag-along), die die Minderheit verpflichtet, zu denselben Bedingungen zu verkaufen, wenn sich ein Käufer für das ganze Unternehmen findet; Vorkaufsrechte, falls die Minderheit verkaufen will; und Beschränkungen für Übertragungen an Wettbewerber.

## Put- und Call-Optionen bei gestuften Exits

Übernimmt ein Käufer in Schritten, regeln Optionen den zweiten Schritt. Eine Call-Option gibt dem Käufer das Recht, die restlichen Anteile zu erwerben; eine Put-Option gibt dem Verkäufer das Recht, sie zu verkaufen. Entscheidend ist die Preisformel: Ein Festpreis blendet die Entwicklung des Geschäfts aus, ein Vielfaches künftiger Ergebnisse hängt davon ab, wie diese gemessen werden. Es stellen sich dieselben Fragen wie beim Earn-out, und es braucht dieselben Schutzmechanismen.

## Ist ein Teilverkauf das Richtige für Sie?

Ein Teilverkauf ist sinnvoll, wenn Sie eingebunden bleiben wollen, an weiteres Wachstum glauben und mit einem Partner arbeiten können. Wollen Sie sich vor allem ganz zurückziehen, ist ein vollständiger Verkauf meist einfacher. So oder so: Durchdenken Sie den Ausstieg für beide Seiten am Tag der Unterschrift, nicht erst, wenn die Beziehung unter Druck steht.
`,
    },
    {
      id: 'carve-out-selling-a-division',
      title: 'Carve-outs: einen Geschäftsbereich statt des ganzen Unternehmens verkaufen',
      excerpt:
        'Wer einen Geschäftsbereich verkauft und den Rest behält, muss besondere Fragen klären: was genau verkauft wird, welche Mitarbeitenden mitgehen und wie beide Teile ihre gemeinsamen Systeme trennen.',
      publishedAt: '2026-06-16',
      body: `
Viele mittelständische Unternehmen wachsen im Lauf der Jahre in mehrere Tätigkeitsfelder hinein. Irgendwann passt eines davon nicht mehr: Es ist zu klein, braucht Investitionen, die der Inhaber nicht tätigen will, oder wäre bei einem Spezialisten besser aufgehoben. Es gesondert zu verkaufen, nennt man Carve-out. Das ist aufwendiger als der Verkauf eines ganzen Unternehmens, weil das verkaufte Geschäft noch nicht als saubere, eigenständige Einheit existiert.

## Den Umfang abgrenzen

Die erste Aufgabe ist, genau festzulegen, was verkauft wird: welche Produkte, Kunden, Verträge, Maschinen, Vorräte, Schutzrechte, Mitarbeitenden und Räume. In der Praxis werden viele davon mit dem verbleibenden Geschäft geteilt. Ein Vertriebsteam betreut vielleicht beide Bereiche, ein Lager nimmt Produkte beider auf, ein Patent schützt Technologien, die in beiden genutzt werden. Jede Überschneidung muss aufgelöst werden, indem der Gegenstand einer Seite zugeordnet, verdoppelt oder über eine Lizenz oder Dienstleistung geregelt wird.

## Rechtlicher Weg: Asset Deal oder Ausgliederung

Weil der Geschäftsbereich keine eigene Gesellschaft ist, erfolgt der Verkauf meist als Asset Deal, mit allen Folgen: Verträge brauchen die Zustimmung des Vertragspartners, die dem Bereich zugeordneten Mitarbeitenden gehen nach § 613a BGB kraft Gesetzes über, und die Wirtschaftsgüter müssen einzeln aufgeführt werden. Alternativ kann der Bereich zunächst in eine neue Tochtergesellschaft überführt werden, etwa durch eine Ausgliederung nach dem Umwandlungsgesetz oder eine Sacheinlage, und dann werden die Anteile dieser Tochter verkauft. Für den Käufer wird die Transaktion so zum Share Deal, die Trennungsarbeit bleibt aber, und die steuerlichen Folgen der vorbereitenden Schritte müssen sorgfältig geprüft werden.

## Carve-out-Finanzzahlen

Käufer brauchen Zahlen für das Geschäft, das sie kaufen, die Abschlüsse zeigen aber nur das ganze Unternehmen. Carve-out-Abschlüsse ordnen dem Bereich Umsätze und Kosten zu. Schwierig sind die gemeinsamen Kosten: Geschäftsführung, Verwaltung, IT, Miete. Ein Käufer wird fragen, was der Bereich als eigenständiges Geschäft kosten würde, und das ist oft mehr als der bisher zugeordnete Kostenanteil, weil einige Funktionen aufgebaut oder zugekauft werden müssen. Diese Stand-alone-Kosten senken das Ergebnis, auf dem der Preis beruht.

## Mitarbeitende

Welche Mitarbeitenden zum übertragenen Bereich gehören, ist nicht immer eindeutig. Wer überwiegend für den Bereich arbeitet, geht in der Regel mit; wer in zentralen Funktionen arbeitet, meist nicht. Streit über die Zuordnung ist häufig, und die Mitarbeitenden haben ein Widerspruchsrecht. Ziehen Sie früh arbeitsrechtlichen Rat hinzu und, wo vorhanden, den Betriebsrat.

## Übergangsleistungen

Am ersten Tag nach dem Closing hängt das abgespaltene Geschäft oft noch vom Verkäufer ab: IT-Systeme, Lohnabrechnung, Buchhaltung, Logistik. Eine Vereinbarung über Übergangsleistungen (Transitional Services Agreement, TSA) lässt den Verkäufer diese Leistungen für eine begrenzte Zeit zu einem vereinbarten Preis weiter erbringen, während der Käufer eigene Lösungen aufbaut. Legen Sie Leistungen, Servicelevel, Preise und ein Enddatum genau fest; unklare TSAs sind eine häufige Quelle von Reibung nach dem Closing.

## Das verbleibende Geschäft

Der Verkäufer muss auch bedenken, was zurückbleibt. Gemeinkosten, die der verkaufte Bereich mitgetragen hat, bleiben und müssen nun vom übrigen Geschäft gedeckt werden. Gemeinsame Kunden wissen womöglich nicht mehr, an wen sie sich wenden sollen. Ein Carve-out ist eine gute Gelegenheit, die verbleibende Organisation zu vereinfachen, aber nur, wenn das parallel zum Verkauf geplant wird.

## Wann es sich lohnt

Carve-outs lohnen sich, wenn ein spezialisierter Eigentümer den Bereich höher bewertet als Ihr Unternehmen oder wenn er überproportional viel Aufmerksamkeit der Geschäftsführung bindet. Wegen des Trennungsaufwands werden sie am besten lange vorbereitet, idealerweise indem der Bereich ein, zwei Jahre vor dem Verkauf mit eigenen Zahlen und eigener Leitung geführt wird.
`,
    },
  ],
  'de',
);
