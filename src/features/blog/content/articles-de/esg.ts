import { defineArticles } from '../articles/define';

export const esgArticlesDe = defineArticles(
  'esg',
  [
    {
      id: 'esg-in-sme-transactions',
      title: 'ESG bei Mittelstandstransaktionen: Warum Käufer fragen und worauf sie achten',
      excerpt:
        'Fragen zu Umwelt, Sozialem und Unternehmensführung sind von großen Deals im Mittelstand angekommen. Warum Käufer und Banken sie stellen und wie Verkäufer kleinerer Unternehmen ohne Nachhaltigkeitsabteilung antworten können.',
      publishedAt: '2026-01-27',
      body: `
Noch vor einigen Jahren wurde der Verkäufer eines mittelständischen Unternehmens kaum nach CO₂-Emissionen, Standards in der Lieferkette oder Vielfalt gefragt. Heute stehen solche Fragen in vielen Due-Diligence-Anforderungslisten, selbst bei kleinen Transaktionen. Die meisten mittelständischen Unternehmen unterliegen keinen umfangreichen Nachhaltigkeitsberichtspflichten, spüren deren Wirkung aber über ihre Käufer, Banken und Kunden.

## Warum die Fragen kommen

Finanzinvestoren stehen unter dem Druck ihrer eigenen Anleger, über die Nachhaltigkeit ihrer Portfolios zu berichten, und viele haben ESG-Kriterien in ihren Anlagerichtlinien. Von Banken erwartet die Aufsicht, dass sie Umwelt- und Klimarisiken bei der Kreditvergabe berücksichtigen. Große Kunden brauchen Daten ihrer Lieferanten, um ihre eigenen Berichts- und Lieferkettenpflichten zu erfüllen. Und strategische Käufer wollen kein Unternehmen erwerben, dessen Praktiken ihrem Ruf schaden könnten.

Die EU-Regeln zur Nachhaltigkeitsberichterstattung wurden 2025 durch ein Vereinfachungspaket deutlich eingeschränkt; die meisten mittelständischen Unternehmen bleiben außerhalb ihres unmittelbaren Anwendungsbereichs. Der mittelbare Druck aus der Wertschöpfungskette ist jedoch nicht verschwunden, und die Regeln können sich weiterentwickeln. Prüfen Sie den aktuellen Stand, bevor Sie sich auf einen bestimmten Schwellenwert verlassen.

## Worauf Käufer schauen

Umwelt: Energieverbrauch und -kosten, Treibhausgasemissionen, Umweltgenehmigungen, Altlasten, Gefahrstoffe, Abfallwirtschaft und das Risiko steigender CO₂-Preise oder strengerer Regulierung der eigenen Produkte.

Soziales: Arbeitsbedingungen, Arbeitsschutz und Unfallzahlen, Fluktuation, Weiterbildung, faire Bezahlung und Standards in der Lieferkette, besonders wenn das Unternehmen aus Ländern mit erhöhten Menschenrechtsrisiken bezieht.

Unternehmensführung: klare Zuständigkeiten, Rechtstreue, Maßnahmen gegen Korruption, Datenschutz und die Trennung von Privatem und Betrieblichem, was in inhabergeführten Unternehmen besonders wichtig ist.

## Risiko und Wert

Für die meisten Käufer im Mittelstand ist ESG zunächst ein Risikothema: Könnten eine Altlast, ein unsicherer Produktionsprozess oder ein Skandal bei einem Lieferanten Geld oder Ansehen kosten? Zunehmend ist es auch ein Wertthema. Unternehmen, die ihren Kunden Emissionsdaten liefern können, dank Effizienzinvestitionen niedrigere Energiekosten haben oder Produkte anbieten, die Kunden bei der Dekarbonisierung helfen, erzielen bessere Konditionen und erreichen mehr Käufer.

## Wie Sie sich als Verkäufer vorbereiten

Sie brauchen keinen Nachhaltigkeitsbericht. Grundlegende Fragen sollten Sie aber mit Fakten beantworten können:

- Energieverbrauch und wichtigste Energieträger der letzten Jahre.
- Eine Schätzung der Treibhausgasemissionen, zumindest aus dem eigenen Betrieb und der zugekauften Energie.
- Umweltgenehmigungen und etwaige Vorfälle.
- Kennzahlen zum Arbeitsschutz.
- Einen Verhaltenskodex für Lieferanten oder zumindest eine Beschreibung, wie Sie Lieferanten auswählen.
- Etwaige Zertifizierungen, etwa Umwelt- oder Energiemanagementsysteme.

Der auf EU-Ebene entwickelte freiwillige Standard für die Nachhaltigkeitsberichterstattung von KMU bietet eine nützliche Struktur, um solche Informationen in angemessenem Umfang zu sammeln.

## Nicht übertreiben

Aussagen zur Nachhaltigkeit müssen zutreffen. Wer ein Unternehmen ohne Belege als klimaneutral oder nachhaltig bezeichnet, fordert eine genaue Prüfung in der Due Diligence heraus und riskiert eine Haftung, wenn Garantien im Kaufvertrag darauf Bezug nehmen. Bescheidene, gut belegte Aussagen überzeugen mehr als ehrgeizige Werbesprache.

## Eine praktische Sicht

Für einen Verkäufer ist die ESG-Vorbereitung vor allem eine Erweiterung ordentlicher Haushaltsführung: die eigenen Zahlen kennen, die Genehmigungen in Ordnung halten und Menschen gut behandeln. Für einen Käufer gehört sie zum Verständnis dessen, was er kauft. In beiden Fällen geht es nicht um ein Etikett, sondern um ein klares Bild.
`,
    },
    {
      id: 'esg-due-diligence-checklist',
      title: 'Eine ESG-Due-Diligence-Checkliste für kleine und mittlere Transaktionen',
      excerpt:
        'Eine verhältnismäßige ESG-Prüfung konzentriert sich auf die Risiken, die wirklich Geld kosten können. Eine Checkliste nach Umwelt-, Sozial- und Governance-Themen mit den anzufordernden Unterlagen.',
      publishedAt: '2025-11-04',
      body: `
Eine ESG-Due-Diligence muss kein eigener, teurer Arbeitsstrang sein. Bei den meisten Mittelstandstransaktionen lässt sie sich mit einigen zusätzlichen Fragen in die bestehende rechtliche, finanzielle und technische Prüfung einbinden. Entscheidend ist die Verhältnismäßigkeit: Ein Softwareunternehmen braucht eine andere Prüfung als ein Metallverarbeiter oder ein Lebensmittelhersteller.

## Schritt eins: wesentliche Themen bestimmen

Fragen Sie zunächst, welche Umwelt-, Sozial- und Governance-Themen den Wert gerade dieses Unternehmens wesentlich beeinflussen könnten. Bei einem Hersteller stehen womöglich Bodenverunreinigungen, Emissionsgenehmigungen und Energiekosten im Vordergrund. Bei einem Logistikunternehmen Kraftstoffkosten, Abgasvorschriften für Fahrzeuge und die Arbeitsbedingungen der Fahrer. Bei einem Pflegedienst Personalausstattung und Pflegequalität. Bei einem Softwarehaus Datenschutz und Unternehmensführung. Eine kurze Wesentlichkeitsanalyse zu Beginn hält die Prüfung fokussiert.

## Umweltthemen

- Betriebs- und Emissionsgenehmigungen, die damit verbundenen Auflagen und etwaige behördliche Schreiben.
- Die Geschichte der Standorte: frühere Nutzungen, bekannte oder vermutete Altlasten, Asbest oder andere gefährliche Baustoffe. Nach dem deutschen Bodenschutzrecht kann der heutige Eigentümer oder Besitzer eines Grundstücks zur Sanierung herangezogen werden, gleich wer die Verunreinigung verursacht hat.
- Umgang mit und Lagerung von Gefahrstoffen und Abfällen.
- Energieverbrauch, Energieträger und das Risiko durch CO₂-Bepreisung. Größere Energieverbraucher in Deutschland können Pflichten aus dem Energieeffizienzrecht unterliegen, etwa Energiemanagementsysteme oder Energieaudits.
- Physische Klimarisiken für Standorte, etwa Hochwasser oder Hitze.
- Regulatorische Änderungen, die die Produkte des Unternehmens betreffen, zum Beispiel Beschränkungen bestimmter Stoffe oder Effizienzanforderungen.

## Soziale Themen

- Arbeitsschutz: Unfallstatistiken, Gefährdungsbeurteilungen, Organisation der Arbeitssicherheit.
- Arbeitsbedingungen: Arbeitszeiterfassung, Einsatz von Leiharbeitnehmern und Subunternehmern, Einhaltung des Mindestlohns, Streitigkeiten.
- Fluktuation, Fehlzeiten und Weiterbildung als Hinweise auf das Arbeitsklima.
- Lieferkette: wichtigste Lieferanten und ihre Länder, Verhaltenskodizes für Lieferanten und ob große Kunden aufgrund eigener Sorgfaltspflichten Anforderungen an die Lieferkette stellen.
- Produktsicherheit und Kundenreklamationen.

## Governance-Themen

- Organisation und Zuständigkeiten, einschließlich der Frage, wer was unterschreiben darf.
- Compliance: Regeln gegen Korruption, Umgang mit Geschenken und Einladungen, Einhaltung des Kartellrechts, besonders im Vertrieb.
- Datenschutz: Verzeichnis der Verarbeitungstätigkeiten, Auftragsverarbeitungsverträge, Umgang mit Datenpannen.
- Geschäfte zwischen dem Unternehmen und der Familie des Inhabers oder seinen anderen Firmen.
- Hinweisgebersystem: Unternehmen mit 50 oder mehr Beschäftigten in Deutschland müssen nach dem Hinweisgeberschutzgesetz eine interne Meldestelle einrichten.

## Anzufordernde Unterlagen

Genehmigungen und behördlicher Schriftverkehr, Standortgutachten, Energierechnungen und ein etwaiges Energieaudit, Berichte zum Arbeitsschutz, Lieferantenlisten und Verhaltenskodizes, Nachhaltigkeitsanforderungen von Kunden, Zertifizierungen, Compliance-Richtlinien und gemeldete Vorfälle. Bei kleinen Unternehmen gibt es vieles davon nicht in förmlicher Gestalt; Gespräche mit der Geschäftsleitung schließen die Lücken.

## Von Befunden zum Vertrag

Wie in anderen Bereichen der Due Diligence führen Befunde zu Preisanpassungen, besonderen Freistellungen, etwa für bekannte Altlasten, Bedingungen vor dem Closing oder einem Maßnahmenplan nach dem Closing. Viele Käufer, besonders Finanzinvestoren, nutzen die Befunde außerdem als Ausgangspunkt für ein Verbesserungsprogramm nach der Übernahme.
`,
    },
    {
      id: 'sustainability-certification-as-a-value-driver',
      title: 'Nachhaltigkeitszertifizierung als Werttreiber vor dem Verkauf',
      excerpt:
        'Zertifizierungen und glaubwürdige Nachhaltigkeitsdaten können den Kreis der Käufer erweitern und die Finanzierung erleichtern. Welche Möglichkeiten zu KMU passen, welchen Aufwand sie bedeuten und wann sie sich lohnen.',
      publishedAt: '2026-08-11',
      body: `
Inhaber, die einen Verkauf vorbereiten, fragen oft, ob Investitionen in Nachhaltigkeit den Preis erhöhen. Die ehrliche Antwort: Ein Zertifikat allein ändert selten den Multiplikator. Ein glaubwürdiges Nachhaltigkeitsmanagement kann aber Abschläge vermeiden, Türen zu Käufern und Kunden öffnen, die sonst verschlossen blieben, und die Finanzierung erleichtern. Mit Bedacht umgesetzt, ist es ein vernünftiger Teil der Verkaufsvorbereitung.

## Wie Nachhaltigkeit den Wert beeinflussen kann

Es gibt drei Hauptwege. Erstens die Kosten: Maßnahmen zur Energieeffizienz senken die Betriebskosten, und niedrigere Kosten erhöhen das Ergebnis, das sich im Preis vervielfacht. Zweitens der Umsatz: Große Kunden wählen Lieferanten zunehmend nach Nachhaltigkeitskriterien aus und verlangen Daten oder Ratings; ein Unternehmen, das diese Anforderungen erfüllt, hält und gewinnt Geschäft. Drittens das Risiko: Ein Käufer, der ein gut geführtes Umweltprofil sieht, hat weniger Gründe für einen Risikoabschlag oder besondere Freistellungen.

## Zertifizierte Managementsysteme

Etablierte internationale Normen geben Struktur und Glaubwürdigkeit. Ein Umweltmanagementsystem nach ISO 14001 erfasst Umweltaspekte systematisch, mit Zielen, Zuständigkeiten und fortlaufender Verbesserung. Ein Energiemanagementsystem nach ISO 50001 konzentriert sich auf Energieverbrauch und Effizienz und kann helfen, Pflichten größerer Verbraucher aus dem Energieeffizienzrecht zu erfüllen. Das europäische EMAS geht über ISO 14001 hinaus, einschließlich einer öffentlichen Umwelterklärung, die ein unabhängiger Gutachter validiert.

Diese Zertifizierungen verlangen echten Aufwand: Abläufe dokumentieren, Ziele setzen, interne Audits und ein externes Zertifizierungsaudit, gefolgt von regelmäßigen Überwachungsaudits. Für ein Unternehmen mit bestehendem Qualitätsmanagement ist die Einbindung leichter.

## Ratings und Kundenfragebögen

Viele KMU erfüllen Nachhaltigkeitsanforderungen über Lieferantenratings großer Kunden, meist Bewertungen anhand von Fragebögen und Unterlagen zu Umwelt, Arbeitsbedingungen, Ethik und Beschaffung. Ein gutes Rating kann Voraussetzung dafür sein, auf der Lieferantenliste eines Kunden zu bleiben. Für einen Verkäufer ist eine stabile Rating-Historie ein Beleg für Praktiken, die ein Käufer nachprüfen kann.

## CO₂-Bilanz und Klimaziele

Eine CO₂-Bilanz für den eigenen Betrieb und die zugekaufte Energie zu erstellen, ist ein überschaubarer erster Schritt, den Kunden zunehmend erwarten. Reduktionsziele zu setzen und Fortschritte zu zeigen, überzeugt mehr als der Kauf von Kompensationen, um Klimaneutralität zu behaupten. Seien Sie vorsichtig mit Aussagen wie „klimaneutral“: Die Regeln für Umweltaussagen in der Werbung werden auf EU-Ebene verschärft, und unbelegte Aussagen können rechtliche Risiken schaffen.

## Freiwillige Berichterstattung

Der auf EU-Ebene entwickelte freiwillige Berichtsstandard für KMU bietet einen angemessenen Rahmen, um Banken, Kunden und Investoren Nachhaltigkeitsinformationen offenzulegen. Ein kurzer, darauf gestützter Bericht, jährlich aktualisiert, kann viele der Fragen beantworten, die ein Käufer in der Due Diligence stellen wird.

## Wann es sich lohnt

Zertifizierung und Berichterstattung lohnen sich am meisten in Branchen, in denen Kunden sie verlangen, in energieintensiven Betrieben, in denen Effizienz die Kosten spürbar senkt, und wenn die wahrscheinlichen Käufer Finanzinvestoren oder größere Konzerne mit eigenen ESG-Anforderungen sind. Für einen kleinen Dienstleister, der an einen Privatkäufer verkauft, genügt womöglich ein einfacher, ehrlicher Überblick über Energieverbrauch und Arbeitsbedingungen.

## Zeitpunkt

Eine Zertifizierung dauert Monate, eine belastbare Historie Jahre. Planen Sie einen Verkauf in zwei bis drei Jahren, können Sie bei einem Beginn jetzt Ergebnisse zeigen, nicht nur Absichten. Wer wenige Wochen vor der Vermarktung beginnt, produziert vor allem Dokumente, die ein Käufer als solche erkennen wird.
`,
    },
  ],
  'de',
);
