import { defineArticles } from '../articles/define';

export const ipAndPatentsArticlesDe = defineArticles(
  'ip-and-patents',
  [
    {
      id: 'how-to-value-patents-and-ip',
      title: 'Wie Patente und geistiges Eigentum bewertet werden',
      excerpt:
        'Eine Patenturkunde an der Wand sagt wenig darüber, was das Recht wert ist. Die drei Bewertungsansätze, die Faktoren dahinter und warum ein strukturiertes Scoring oft der richtige erste Schritt ist.',
      publishedAt: '2024-03-26',
      body: `
Viele mittelständische Unternehmen besitzen Patente, Gebrauchsmuster, Marken und nicht eingetragenes Know-how, die selten in der Bilanz auftauchen. Das deutsche Bilanzrecht erlaubt die Aktivierung selbst geschaffener immaterieller Vermögensgegenstände nur unter Voraussetzungen, und viele Unternehmen verzichten darauf. Bei einem Verkauf, einer Lizenzverhandlung oder einer Finanzierungsrunde wird die Frage, was dieses geistige Eigentum wert ist, plötzlich konkret.

## Warum der Wert von IP schwer zu fassen ist

Ein Patent ist das Recht, andere für begrenzte Zeit, höchstens zwanzig Jahre ab Anmeldung, in einem bestimmten Gebiet von der Nutzung einer Erfindung auszuschließen. Sein Wert hängt davon ab, ob jemand diese Erfindung nutzen will, ob sich das Recht durchsetzen lässt und ob es Alternativen gibt. Dasselbe Patent kann für ein Unternehmen sehr wertvoll und für ein anderes wertlos sein.

## Der kostenorientierte Ansatz

Der kostenorientierte Ansatz fragt, was es kosten würde, den Vermögenswert neu zu schaffen: Forschung und Entwicklung, Anmelde- und Aufrechterhaltungsgebühren. Er ist leicht zu berechnen, sagt aber wenig über den wirtschaftlichen Wert, denn teure Forschung kann wertlose Ergebnisse liefern und günstige Ideen können sehr wertvoll sein. Nützlich ist er vor allem als unterer Bezugspunkt oder bei Technologien in einem frühen Stadium ohne Umsatz.

## Der marktorientierte Ansatz

Der marktorientierte Ansatz betrachtet Preise, die für vergleichbare Patente oder Lizenzen gezahlt wurden. In der Theorie ist er ideal; in der Praxis sind vergleichbare Transaktionen selten öffentlich und selten wirklich vergleichbar. Veröffentlichte Lizenzsätze für bestimmte Branchen können als Orientierung dienen, vor allem als Eingangsgröße für den kapitalwertorientierten Ansatz.

## Der kapitalwertorientierte Ansatz

Der am weitesten verbreitete Ansatz schätzt den künftigen wirtschaftlichen Nutzen, der dem geistigen Eigentum zuzurechnen ist, und zinst ihn auf heute ab. Gängige Varianten sind:

- Lizenzpreisanalogie (Relief from Royalty): Welche Lizenzgebühr müsste der Inhaber zahlen, wenn er das Recht von einem Dritten lizenzieren müsste? Die ersparten Lizenzgebühren, angewendet auf den relevanten Umsatz über die verbleibende Nutzungsdauer, werden auf einen Barwert abgezinst.
- Mehrgewinnmethode: Welchen zusätzlichen Gewinn erzeugt das geistige Eigentum durch höhere Preise oder niedrigere Kosten im Vergleich zu einer Situation ohne es?
- Residualwertmethode: Welcher Teil des Ergebnisses eines Produkts bleibt nach Abzug einer angemessenen Vergütung für alle anderen eingesetzten Vermögenswerte?

In Deutschland beschreibt der Standard IDW S 5 der Wirtschaftsprüfer diese Methoden für immaterielle Vermögenswerte, und die Norm DIN 77100 legt Grundsätze speziell für die monetäre Patentbewertung fest.

## Faktoren, die den Wert bestimmen

Gleich welche Methode: Die Eingangsgrößen beruhen auf qualitativen Faktoren. Dazu gehören die verbleibende Schutzdauer, die räumliche Abdeckung im Vergleich zu den relevanten Märkten, Breite und Belastbarkeit der Ansprüche, das Risiko einer Nichtigerklärung, ob das Patent tatsächlich Produkte abdeckt, die sich verkaufen, ob Wettbewerber es umgehen können, die Abhängigkeit von Rechten Dritter und die Fähigkeit des Inhabers, es durchzusetzen.

## Scoring als erster Schritt

Vor einer vollständigen monetären Bewertung ist oft ein strukturiertes Scoring-Modell nützlich. Es bewertet ein Portfolio nach rechtlichen, technischen und wirtschaftlichen Kriterien, etwa Rechtsstand, Anspruchsumfang, technologischer Relevanz, Marktgröße und Lizenzierungspotenzial. Das Ergebnis ist kein Preis, zeigt aber, welche Rechte eine detaillierte Bewertung verdienen, welche sich lizenzieren oder verkaufen ließen und welche nur Gebühren verursachen.

## Praktischer Rat

Ist geistiges Eigentum ein wesentlicher Teil des Unternehmenswerts, lassen Sie es vor einem Verkaufsprozess einschätzen. Ein Käufer tut das ohnehin in der Due Diligence, und ein Verkäufer, der eine glaubwürdige, dokumentierte Einschätzung der wichtigsten Rechte vorlegen kann, verhandelt aus einer stärkeren Position als einer, der nur Patentnummern aufzählt.
`,
    },
    {
      id: 'monetizing-dormant-patents',
      title: 'Ungenutzte Patente und brachliegendes geistiges Eigentum zu Geld machen',
      excerpt:
        'Viele Unternehmen zahlen Jahresgebühren für Patente, die sie nicht mehr nutzen. Wie Sie brachliegendes IP erkennen, entscheiden, was Sie behalten, und daraus Lizenzeinnahmen oder einen Verkaufserlös machen.',
      publishedAt: '2024-10-29',
      body: `
Über Jahrzehnte sammelt ein technisch aktives Unternehmen geistiges Eigentum an: Patente für Produkte, die eingestellt wurden, Erfindungen aus einem abgeschlossenen Kundenprojekt, Varianten, die zum Schutz eines Kernprodukts angemeldet wurden, das sich später anders entwickelte. Viele dieser Rechte werden nie wieder genutzt, doch das Unternehmen zahlt weiter die Jahresgebühren. Diese brachliegenden Vermögenswerte können ein Kostenfaktor sein oder eine Quelle von Wert.

## Mit einer Bestandsaufnahme beginnen

Listen Sie alle eingetragenen Rechte auf, also Patente, Gebrauchsmuster, Designs und Marken, mit Schutzgebieten, Restlaufzeiten und jährlichen Kosten. Ergänzen Sie nicht eingetragene Werte, die sich übertragen oder lizenzieren ließen, etwa dokumentiertes Know-how, Software und technische Zeichnungen. Notieren Sie für jeden Posten, ob er in aktuellen Produkten genutzt wird, eine aktuelle Marktposition schützt oder nicht mehr relevant ist.

## In Kategorien einteilen

Eine einfache Einteilung hilft. Kernrechte schützen aktuelle Produkte und bleiben. Strategische Rechte blockieren Wettbewerber oder sichern künftige Optionen und bleiben womöglich. Brachliegende Rechte werden weder genutzt noch strategisch gebraucht; sie sind Kandidaten für die Verwertung oder die Aufgabe. Ein strukturiertes Scoring von rechtlicher Stärke, technischer Relevanz und Marktpotenzial macht diese Einteilung objektiver und hilft zu entscheiden, wo sich eine detaillierte Bewertung lohnt.

## Möglichkeit eins: Lizenzierung

Eine Lizenz erlaubt einem anderen Unternehmen, das Recht gegen Bezahlung zu nutzen, während Sie Inhaber bleiben. Lizenzen können exklusiv oder einfach sein, auf ein Anwendungsgebiet oder eine Region beschränkt, und als Pauschale, als laufende Umsatzlizenz oder als Kombination vergütet werden. Lizenzierung ist attraktiv, wenn die Technologie in eine andere Branche als Ihre passt, in der der Lizenznehmer nicht mit Ihnen konkurriert.

Ein Tipp speziell für Deutschland: Erklären Sie gegenüber dem Patentamt, dass Sie bereit sind, jedermann gegen angemessene Vergütung eine Lizenz einzuräumen (Lizenzbereitschaftserklärung), halbieren sich die Jahresgebühren für dieses Patent. Bei Rechten, die Sie ohnehin lizenzieren würden, senkt das die Kosten, während Sie nach Lizenznehmern suchen.

## Möglichkeit zwei: Verkauf

Der Verkauf eines Patents überträgt das Eigentum und alle künftigen Einnahmen. Er bringt sofort Geld und beendet die Jahresgebühren. Käufer sind Unternehmen, die das Recht für ihre Produkte brauchen, und in manchen Fällen spezialisierte IP-Investoren. Ein Verkauf erfordert sorgfältige Unterlagen: Die Kette der Rechtsinhaber muss lückenlos sein, einschließlich der Ansprüche aus Arbeitnehmererfindungen.

## Möglichkeit drei: Partnerschaften und Einbringung

Brachliegendes IP lässt sich auch gegen eine Beteiligung in ein Gemeinschaftsunternehmen oder eine Ausgründung mit einem Partner einbringen, der den Marktzugang zur Vermarktung hat. Das ist aufwendiger, kann aber mehr Wert schaffen als eine Lizenz, wenn die Technologie weiterentwickelt werden muss.

## Möglichkeit vier: loslassen

Nicht jedes Recht lässt sich verwerten. Gibt es für ein Patent keinen realistischen Lizenznehmer oder Käufer, spart es jedes Jahr Gebühren, das Patent fallen zu lassen oder nicht auf weitere Länder auszudehnen. Prüfen Sie vor der Aufgabe, dass das Recht nichts schützt, was Sie oder ein Lizenznehmer noch brauchen, und überlegen Sie, ob eine Veröffentlichung denselben defensiven Zweck erfüllen würde.

## Gegenüber finden

Lizenznehmer oder Käufer zu finden, ist der schwierige Teil. Hilfreich ist es, zu analysieren, wer Ihre Patente zitiert, welche Unternehmen in angrenzenden Feldern tätig sind und welche Ihrer Kunden oder Lieferanten die Technologie nutzen könnten. Marktplätze und Netzwerke können helfen, IP einem breiteren Publikum vorzustellen, idealerweise mit einer klaren, nicht vertraulichen Beschreibung und einer Zusammenfassung der Bewertung.

## Bewertung und ESG als Teil der Geschichte

Mögliche Lizenznehmer wollen wissen, was sie bekommen. Eine dokumentierte Einschätzung der Stärke und des Marktpotenzials des Rechts verkürzt Verhandlungen. Trägt die Technologie zu Ressourceneffizienz oder Emissionsminderung bei, kann eine glaubwürdige Nachhaltigkeitsbewertung den Kreis der Interessenten erweitern.
`,
    },
    {
      id: 'ip-due-diligence-who-owns-the-know-how',
      title: 'IP-Due-Diligence: Wem gehört das Know-how wirklich?',
      excerpt:
        'Ein Unternehmen kann eine Technologie täglich nutzen, ohne rechtlich ihr Inhaber zu sein. Was Käufer in der IP-Due-Diligence prüfen, von Arbeitnehmererfindungen über Code von Freiberuflern bis zu Open-Source-Lizenzen.',
      publishedAt: '2025-09-16',
      body: `
Wenn ein Käufer für ein Technologieunternehmen, einen spezialisierten Hersteller oder ein Softwarehaus bezahlt, entfällt ein Großteil des Preises auf geistiges Eigentum. Die IP-Due-Diligence prüft, ob das Unternehmen dieses geistige Eigentum tatsächlich besitzt oder nutzen darf, ob es geschützt ist und ob Rechte Dritter entgegenstehen. Die häufigsten Probleme sind keine dramatischen Patentstreitigkeiten, sondern Lücken bei der Inhaberschaft, die niemand bemerkt hat.

## Eingetragene Rechte

Beginnen Sie mit dem Register: Patente, Gebrauchsmuster, Designs und Marken mit ihren Inhabern, Schutzgebieten, ihrem Status und den Verlängerungsterminen. Prüfen Sie, ob als Inhaber das Unternehmen eingetragen ist und nicht der Gründer persönlich oder eine frühere Konzerngesellschaft. Prüfen Sie, ob die Gebühren bezahlt und die Rechte nicht erloschen sind. Marken sollten für die tatsächlich angebotenen Waren und Dienstleistungen und in den relevanten Gebieten eingetragen sein.

## Arbeitnehmererfindungen

In Deutschland regelt das Arbeitnehmererfindungsgesetz Erfindungen von Beschäftigten. Ein Arbeitnehmer muss eine Diensterfindung dem Arbeitgeber melden; seit einer Reform von 2009 gilt die Erfindung als in Anspruch genommen, wenn der Arbeitgeber sie nicht innerhalb von vier Monaten nach der Meldung freigibt. Für in Anspruch genommene und genutzte Erfindungen steht dem Arbeitnehmer eine angemessene Vergütung zu. Die Due Diligence prüft, ob Erfindungen ordnungsgemäß gemeldet wurden, ob die Vergütung gezahlt oder zurückgestellt wurde und ob offene Ansprüche aktueller oder früherer Mitarbeitender bestehen. Nicht gezahlte Vergütungen können für den Käufer zur Verbindlichkeit werden.

## Freiberufler, Auftragnehmer und Gründer

Arbeiten von Freiberuflern und externen Entwicklern gehören nicht automatisch dem Unternehmen. Ohne schriftliche Übertragung oder ausschließliche Lizenz können die Rechte noch beim Freiberufler liegen. Dasselbe gilt für Gründer, die Technologie entwickelt haben, bevor es das Unternehmen gab, und für Erfindungen aus Kooperationen mit Hochschulen oder Forschungseinrichtungen, bei denen der Kooperationsvertrag die Inhaberschaft bestimmt. Solche Lücken lassen sich meist vor dem Closing durch Übertragungen schließen, aber nur, wenn sie gefunden werden.

## Software

Nach deutschem Urheberrecht stehen die vermögensrechtlichen Befugnisse an Software, die Angestellte in Erfüllung ihrer Aufgaben schaffen, dem Arbeitgeber zu. Für andere Werkarten und für von Freiberuflern geschaffene Software braucht es vertragliche Regelungen. Käufer prüfen die Herkunft des Quellcodes, die Nutzung von Bibliotheken Dritter und insbesondere Open-Source-Komponenten. Manche Open-Source-Lizenzen verlangen, dass abgeleitete Software beim Vertrieb ebenfalls unter derselben Lizenz veröffentlicht wird, was für ein kommerzielles Produkt inakzeptabel sein kann. Eine Software-Composition-Analyse macht solche Komponenten sichtbar.

## Eingehende und ausgehende Lizenzen

Listen Sie die Lizenzen auf, auf die das Unternehmen angewiesen ist: Software, Patente, Marken, Technologie. Prüfen Sie Laufzeit, Kündigungsrechte, Change-of-Control-Klauseln und räumliche Beschränkungen. Listen Sie ebenso die Lizenzen auf, die das Unternehmen anderen erteilt hat: Eine vor Jahren erteilte ausschließliche Lizenz kann den Käufer daran hindern, die Technologie in bestimmten Märkten zu nutzen.

## Handlungsfreiheit

Bei technologieintensiven Unternehmen will ein Käufer womöglich auch wissen, ob die Produkte des Unternehmens Patente Dritter verletzen. Eine vollständige Freedom-to-Operate-Analyse ist teuer; eine gezielte Recherche für die wichtigsten Produkte und Märkte ist oft ein vernünftiger Kompromiss.

## Geschäftsgeheimnisse

Know-how ist nach dem Geschäftsgeheimnisgesetz nur geschützt, wenn das Unternehmen angemessene Geheimhaltungsmaßnahmen trifft, etwa Zugangsbeschränkungen, Vertraulichkeitsklauseln und die Kennzeichnung von Dokumenten. Ein Käufer wird fragen, wie das Unternehmen seine Rezepturen, Prozessparameter oder seinen Quellcode schützt.

## Für Verkäufer

Die meisten dieser Themen lassen sich vor einem Verkauf in Ruhe lösen und während eines Verkaufs nur mit Mühe. Ein interner IP-Check ein Jahr vor dem Marktgang ist eine preiswerte Versicherung.
`,
    },
    {
      id: 'trademarks-software-and-trade-secrets-in-a-sale',
      title: 'Marken, Software und Geschäftsgeheimnisse beim Unternehmensverkauf',
      excerpt:
        'Nicht jedes wertvolle geistige Eigentum ist patentiert. Wie Marken, eigene Software und vertrauliches Know-how geschützt, übertragen und bewertet werden, wenn ein Unternehmen den Eigentümer wechselt.',
      publishedAt: '2026-07-14',
      body: `
Für die meisten kleinen und mittleren Unternehmen ist das wertvollste geistige Eigentum kein Patent. Es ist die Marke, der die Kunden vertrauen, die Software, mit der das Geschäft oder das Produkt läuft, und das Know-how, mit dem ein kleines Team herstellt, was Wettbewerber nicht können. Diese Werte sind weniger sichtbar als Patente und werden deshalb leichter übersehen, von Verkäufern bei der Vorbereitung ebenso wie von Käufern bei der Prüfung.

## Marken

Eine Marke wird am wirksamsten durch eingetragene Marken geschützt: beim Deutschen Patent- und Markenamt für Deutschland, beim Amt der Europäischen Union für geistiges Eigentum für die ganze EU oder international. Prüfen Sie, ob die Marken auf den Namen des Unternehmens eingetragen sind, die tatsächlich angebotenen Waren und Dienstleistungen abdecken und die Märkte umfassen, in denen das Unternehmen verkauft oder verkaufen will.

Eine eingetragene Marke, die fünf Jahre lang nicht für die eingetragenen Waren oder Dienstleistungen benutzt wurde, kann gelöscht werden. Bei einem Verkauf achten Käufer daher nicht nur auf die Eintragungen, sondern auch auf Nachweise der ernsthaften Benutzung. Auch Domains und Social-Media-Konten gehören zur Marke; sie sind oft auf einen Mitarbeitenden oder eine Agentur registriert und müssen übertragen werden.

## Software

Unternehmen besitzen zunehmend Software: ein Produkt, das an Kunden verkauft wird, einen Konfigurator für den Vertrieb oder interne Systeme, die ihnen einen Effizienzvorsprung verschaffen. Wichtige Fragen bei einem Verkauf sind die Inhaberschaft am Code, einschließlich der Arbeit von Freiberuflern; die Nutzung von Open-Source-Komponenten und die Einhaltung ihrer Lizenzen; die Dokumentation, damit auch jemand anderes als der ursprüngliche Entwickler sie pflegen kann; und die Abhängigkeit von einzelnen Personen. Ein geschäftskritisches System, das nur ein einziger Entwickler versteht, ist ein Risiko, das ein Käufer einpreisen wird.

Wird Software an Kunden lizenziert, prüfen Sie die Lizenzbedingungen, etwaige Hinterlegungsvereinbarungen für den Quellcode (Escrow) und Pflichten zur Bereitstellung von Updates.

## Geschäftsgeheimnisse

Rezepturen, Prozessparameter, Lieferantenkonditionen, Kundendaten und technische Zeichnungen können gerade deshalb wertvoll sein, weil sie nicht veröffentlicht sind. Nach dem Geschäftsgeheimnisgesetz, das eine EU-Richtlinie umsetzt, sind solche Informationen nur geschützt, wenn sie Gegenstand angemessener Geheimhaltungsmaßnahmen sind. Ohne solche Maßnahmen hat ein Unternehmen womöglich keine rechtliche Handhabe, wenn ein Mitarbeitender mit den Informationen geht.

Angemessene Maßnahmen sind etwa die Beschränkung des Zugangs auf diejenigen, die ihn brauchen, Vertraulichkeitsklauseln in Arbeits- und Lieferverträgen, die Kennzeichnung vertraulicher Dokumente und technische Schutzvorkehrungen. Maßstab ist die Verhältnismäßigkeit, nicht Perfektion, aber die Maßnahmen müssen bestehen und dokumentiert sein.

## Übertragung beim Verkauf

Beim Share Deal bleibt das geistige Eigentum beim Unternehmen; im Mittelpunkt steht daher die Bestätigung der Inhaberschaft. Beim Asset Deal muss jedes Recht einzeln übertragen werden: Marken und Patente durch Abtretung und Umschreibung im Register, Software durch Übertragung der Rechte und des Quellcodes, Know-how durch Übergabe der Dokumentation und oft durch die Mitwirkung des Verkäufers. Der Kaufvertrag sollte die übertragenen Rechte auflisten und die Pflicht des Verkäufers enthalten, Umschreibungen zu unterstützen.

## Die immateriellen Werte bewerten

Der Markenwert wird oft mit der Lizenzpreisanalogie geschätzt, ähnlich wie bei Patenten; für die monetäre Markenbewertung gibt es eine internationale Norm. Bei Software sind Wiederbeschaffungskosten und die damit erzielten Erträge gängige Bezugsgrößen. Bei vielen Mittelstandstransaktionen werden diese Werte nicht gesondert bewertet, sondern stützen den Gesamtmultiplikator. Sie mit sauberer Inhaberschaft und Dokumentation sichtbar zu machen, ermöglicht es einem Verkäufer, damit einen Aufschlag zu begründen.

## Eine kurze Checkliste für Verkäufer

Eintragungen und Inhaberschaft bestätigen, Benutzungsnachweise sammeln, Übertragungen von Freiberuflern sichern, Software dokumentieren, Geheimhaltungsmaßnahmen überprüfen und Domains und Konten auf den Namen des Unternehmens zusammenführen. Nichts davon ist teuer, und alles ist vor einem Verkaufsprozess viel leichter als währenddessen.
`,
    },
  ],
  'de',
);
