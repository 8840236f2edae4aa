import { defineArticles } from '../articles/define';

export const industryFocusArticlesDe = defineArticles(
  'industry-focus',
  [
    {
      id: 'selling-a-manufacturing-company',
      title: 'Branchenfokus: ein Fertigungsunternehmen verkaufen oder kaufen',
      excerpt:
        'Maschinenbau, Metallbearbeitung, Kunststoff und Komponenten: Fertigungsbetriebe sind das Rückgrat des Mittelstands. Was Käufer bei diesen Unternehmen prüfen und wie sich Verkäufer vorbereiten.',
      publishedAt: '2024-05-07',
      body: `
Fertigungsunternehmen machen einen großen Teil der Betriebe aus, die in den deutschsprachigen Ländern eine Nachfolge suchen: Lohnfertiger, Maschinenbauer, Metall- und Kunststoffverarbeiter, Zulieferer von Komponenten für größere Industrien. Sie haben oft treue Kunden, spezialisiertes Know-how und erfahrene Mitarbeitende. Sie haben aber auch Eigenschaften, die Käufer besonders sorgfältig prüfen.

## Maschinenpark und Investitionsstau

Das Ergebnis eines Fertigers hängt von seinen Anlagen ab. Käufer schauen auf Alter, Zustand und Auslastung der wichtigsten Maschinen und auf die Investitionshistorie. Hat der Inhaber in den Jahren vor dem Verkauf wenig investiert, sehen die Gewinne gut aus, doch der Käufer übernimmt einen Stau: Maschinen, die bald ersetzt werden müssen, zu Kosten, die mehreren Jahresgewinnen entsprechen können. Rechnen Sie mit einer technischen Due Diligence und halten Sie eine Maschinenliste mit Anschaffungsjahr, Wartungshistorie und Wiederbeschaffungswert bereit.

Abschreibungen im Vergleich zu den tatsächlichen Investitionen der letzten fünf Jahre sind ein einfacher Indikator. Lagen die Investitionen dauerhaft unter den Abschreibungen, fragen Sie nach dem Grund.

## Kunden- und Branchenkonzentration

Viele Zulieferer hängen von wenigen großen Kunden ab, oft aus einer einzigen Branche wie Automobilindustrie oder Maschinenbau. Käufer bewerten nicht nur die Konzentration, sondern auch Zyklik und Strukturwandel in diesen Branchen. Ein Zulieferer von Komponenten für Verbrennungsmotoren hat eine andere Zukunft vor sich als einer, der die Medizintechnik beliefert. Eine breite Streuung über Kunden und Branchen stützt den Preis; die Abhängigkeit von einer schrumpfenden Branche senkt ihn, so treu der Kunde auch sein mag.

## Auftragsbestand und Preisgestaltung

Auftragseingang und Auftragsbestand sind Frühindikatoren, mit denen Käufer das laufende Jahr beurteilen. Ebenso wichtig ist, ob das Unternehmen steigende Material- und Energiekosten weitergeben kann. Rahmenverträge mit Preisgleitklauseln sind wertvoll; Festpreisverträge über mehrere Jahre können ein Risiko sein.

## Energie und Material

Energieintensive Prozesse wie Wärmebehandlung, Gießen oder Kunststoffspritzguss machen Energiepreise zu einem wichtigen Treiber der Margen. Käufer schauen auf Energieverträge, Verbrauchsentwicklung und Effizienzmaßnahmen. Auch die Abhängigkeit von Materialien wie Stahl, Aluminium oder bestimmten Kunststoffen und die Möglichkeit, auf andere Lieferanten auszuweichen, zählen.

## Menschen und Qualifikationen

Fachkräfte sind knapp, und viele Fertigungsbetriebe stützen sich auf erfahrene Mitarbeitende kurz vor dem Ruhestand. Käufer fragen nach der Altersstruktur, der Ausbildung und der Abhängigkeit von Einzelnen, die komplexe Maschinen einrichten oder wichtige Prozesse beherrschen. Eine ausgebildete nächste Generation ist ein echter Werttreiber.

## Umwelt und Standort

Produktionsstandorte bergen Umweltrisiken: Altlasten, der Umgang mit Ölen, Kühlschmierstoffen und Chemikalien sowie die Einhaltung von Emissionsgenehmigungen. Hält der Inhaber die Immobilie privat, wird der Mietvertrag Teil des Deals. Käufer verlangen mitunter als ersten Schritt eine Phase-I-Umweltuntersuchung, eine Auswertung der Standortgeschichte anhand von Unterlagen.

## Qualität und Zertifizierungen

Zertifizierungen wie ISO 9001 oder branchenspezifische Standards für Kunden aus Automobilbau oder Luftfahrt sind oft Voraussetzung, um bestimmte Kunden beliefern zu dürfen. Käufer prüfen, ob sie aktuell sind und nicht an Personen hängen, die das Unternehmen verlassen.

## Typische Käufer

Strategische Käufer aus derselben oder einer benachbarten Branche suchen Kapazitäten, Technologien oder Kundenzugang. Finanzinvestoren suchen Plattformen für Buy-and-Build-Strategien in zersplitterten Nischen. Privatkäufer, oft Ingenieure mit Führungserfahrung, suchen gut geführte Unternehmen mit stabilen Kunden. Ein Verkäufer, der versteht, welche Gruppe das Unternehmen am höchsten bewertet, kann die Ansprache gezielt ausrichten.
`,
    },
    {
      id: 'healthcare-practice-and-care-business-deals',
      title: 'Branchenfokus: Arztpraxen, Pflegedienste und Medizinprodukte',
      excerpt:
        'Unternehmen im Gesundheitswesen verbinden stabile Nachfrage mit starker Regulierung. Warum der Verkauf einer Arztpraxis, eines Pflegedienstes oder eines Medizinprodukteherstellers anderen Regeln folgt als andere Mittelstandstransaktionen.',
      publishedAt: '2025-01-28',
      body: `
Die Nachfrage nach Gesundheitsleistungen in Deutschland, Österreich und der Schweiz ist stabil und wächst mit einer alternden Bevölkerung. Das macht Unternehmen im Gesundheitswesen für Käufer attraktiv, auch für Finanzinvestoren. Die Branche ist aber stark reguliert, und die Regulierung bestimmt oft, was an wen und wie verkauft werden kann. Der folgende Überblick konzentriert sich auf die Lage in Deutschland.

## Arztpraxen

Eine Arztpraxis, die gesetzlich Versicherte behandelt, braucht eine Zulassung der Kassenärztlichen Vereinigung. Diese Zulassung lässt sich nicht einfach mit der Praxis verkaufen. In Gebieten, die als überversorgt gelten, wird der Vertragsarztsitz in einem förmlichen Nachbesetzungsverfahren vergeben, in dem ein Zulassungsausschuss unter den Bewerbern einen Nachfolger auswählt und dabei Kriterien wie die berufliche Eignung berücksichtigt und ob der Bewerber ein Angehöriger ist oder in der Praxis mitgearbeitet hat. Ein Kaufvertrag zwischen Ärzten muss daher unter der Bedingung der Zulassung des Nachfolgers stehen.

Patientenakten unterliegen der ärztlichen Schweigepflicht. Sie dürfen ohne Einwilligung der Patienten nicht an den Käufer übergeben werden. Eine gängige Lösung ist, dass der Käufer die alten Akten getrennt verwahrt und nur darauf zugreift, wenn ein Patient einwilligt, typischerweise indem er zur Behandlung kommt.

Der Wert einer Praxis besteht großenteils aus ihrem ideellen Wert, also Patientenstamm und Lage, sowie der Ausstattung. Es gibt eigene Bewertungsverfahren für Arztpraxen, und die Standesorganisationen veröffentlichen Hinweise dazu.

## Pflegedienste

Ambulante Pflegedienste und Pflegeheime arbeiten auf Grundlage von Verträgen mit den Pflegekassen. Diese Verträge, die erforderliche verantwortliche Pflegefachkraft und die landesrechtlichen Personalvorgaben sind zentral für den Wert des Betriebs. Käufer prüfen, ob die Personalschlüssel eingehalten werden, wie stark der Dienst auf Leiharbeit angewiesen ist und wie die Qualitätsprüfungen ausgefallen sind. Ein Eigentümerwechsel kann eine Anzeige bei oder Genehmigung durch Kassen und Aufsichtsbehörden erfordern.

## Apotheken

In Deutschland dürfen nur approbierte Apotheker eine Apotheke besitzen, und ein Apotheker darf höchstens eine Hauptapotheke und drei Filialen betreiben. Fremdinvestoren können keine Apotheken erwerben; der Käuferkreis beschränkt sich also auf Apotheker.

## Hersteller und Händler von Medizinprodukten

Für Hersteller hat die EU-Medizinprodukteverordnung die Konformitätsbewertung anspruchsvoller gemacht. Käufer prüfen den Stand der Zertifikate, das Qualitätsmanagementsystem, die technische Dokumentation, die Beziehung zur Benannten Stelle und die Überwachung nach dem Inverkehrbringen. Für viele Bestandsprodukte wurden die Übergangsfristen verlängert, doch Aufwand und Kosten für die Aufrechterhaltung der Zertifizierung sind ein erheblicher Faktor. Ein Portfolio mit gültigen Zertifikaten nach der neuen Verordnung kann deutlich mehr wert sein als eines, das noch auf Übergangsregeln angewiesen ist.

## Dentallabore, Physiotherapie und andere Leistungserbringer

Viele kleinere Gesundheitsbetriebe hängen von Zulassungen der Krankenkassen, von qualifizierten Fachkräften und von Überweisungen ab. Für den Betrieb ist oft die persönliche Qualifikation des Inhabers erforderlich; die Übergabe der fachlichen Rolle ist daher ebenso wichtig wie die Übertragung des Betriebs.

## Typische Käufer und Strukturen

Zu den Käufern gehören einzelne Berufsträger, Gemeinschaftspraxen, regionale Gesundheitsgruppen und Finanzinvestoren, die Plattformen aufbauen. In manchen Segmenten beschränkt die Regulierung den Einstieg von Investoren oder wird politisch diskutiert. Transaktionen werden häufig als Asset Deals oder als Übertragung von Praxisanteilen gestaltet, mit Bedingungen, die an Zulassungen und Genehmigungen geknüpft sind.

## Rat für Verkäufer

Beginnen Sie früh, weil behördliche Verfahren Zeit brauchen, und ziehen Sie Berater hinzu, die die besonderen Regeln Ihres Segments kennen. Ihr Berufsverband oder Ihre Kammer kann eine erste Orientierung geben. Im Gesundheitswesen muss oft erst die rechtlich machbare Struktur gefunden werden, bevor über den Preis gesprochen werden kann.
`,
    },
    {
      id: 'software-and-it-services-acquisitions',
      title: 'Branchenfokus: Software- und IT-Dienstleistungsunternehmen übernehmen',
      excerpt:
        'Wiederkehrende Umsätze, Schlüsselentwickler und Codequalität bestimmen den Wert von Technologieunternehmen im Mittelstand. Die Kennzahlen, die Käufer nutzen, und die Risiken, die sie am häufigsten überraschen.',
      publishedAt: '2025-05-27',
      body: `
Kleine Softwareunternehmen und IT-Dienstleister gehören zu den begehrtesten Übernahmezielen. Sie brauchen meist wenig Sachkapital, können skalieren und haben oft treue Kunden, die von ihren Produkten abhängen. Zugleich beruht ihr Wert auf immateriellen Gütern, auf Code, Menschen und Kundenbeziehungen, die leicht überschätzt werden.

## Softwareprodukt oder IT-Dienstleistung

Die erste Unterscheidung betrifft das Geschäftsmodell. Ein Softwareproduktunternehmen, besonders eines, das Abonnements verkauft, erzielt wiederkehrende Umsätze, die Käufer hoch bewerten. Ein IT-Dienstleister, etwa ein Systemhaus, ein Implementierungspartner oder eine Entwicklungsagentur, verkauft die Zeit von Menschen; sein Umsatz hängt von der Auslastung und davon ab, laufend neue Projekte zu gewinnen. Viele kleine Unternehmen verbinden beides: ein Produkt plus Dienstleistungen und Wartung drumherum. Käufer zerlegen den Umsatz in diese Bestandteile und bewerten sie unterschiedlich.

## Kennzahlen, auf die es ankommt

Bei Abonnement-Software schauen Käufer auf den jährlich wiederkehrenden Umsatz (ARR), sein Wachstum, den Anteil der Abonnements im Vergleich zu Lizenzen und Dienstleistungen, die Brutto-Abwanderung (verlorene Kunden oder Umsätze), die Netto-Umsatzbindung (ob Bestandskunden mit der Zeit mehr ausgeben), die Kundengewinnungskosten und deren Amortisationsdauer. Bei schnell wachsenden Softwareunternehmen werden Bewertungen mitunter als Vielfaches des wiederkehrenden Umsatzes ausgedrückt; bei reifen, profitablen sind Ergebnismultiplikatoren üblicher. Verstehen Sie jeden Umsatzmultiplikator als Kurzform für Annahmen zu Wachstum und Kundenbindung.

Bei IT-Dienstleistern sind die wichtigsten Kennzahlen Auslastung, Tagessätze, der Anteil wiederkehrender Managed Services gegenüber Projektgeschäft und die Abhängigkeit von bestimmten Kunden oder von Partnerschaften mit großen Softwareherstellern.

## Menschen

In einem kleinen Technologieunternehmen tragen oft wenige Entwickler oder Berater entscheidendes Wissen. Käufer wollen sie kennenlernen, ihre Bindung verstehen und das Risiko ihres Weggangs einschätzen. Halteregelungen, etwa nach dem Closing fällige Boni oder eine Beteiligung am künftigen Wert, sind verbreitet. Ist der Gründer der leitende Architekt, braucht der Übergang besondere Sorgfalt.

## Code und Technologie

Die technische Due Diligence prüft Architektur, Codequalität, Dokumentation, Testabdeckung, Entwicklungsprozesse und technische Schulden, also die angesammelten Abkürzungen, die später behoben werden müssen. Sie prüft außerdem, welche Komponenten Dritter und welche Open-Source-Bausteine genutzt werden und ob deren Lizenzen zum Geschäftsmodell passen. Manche Lizenzen würden verlangen, eigenen Code zu veröffentlichen, wenn er zusammen mit der Komponente vertrieben wird; für ein Produktunternehmen ist das ein ernstes Problem.

## Rechte am geistigen Eigentum

Software, die Angestellte in Erfüllung ihrer Aufgaben schreiben, steht nach deutschem Urheberrecht wirtschaftlich dem Arbeitgeber zu, Code von Freiberuflern oder vom Gründer aus der Zeit vor dem Unternehmen dagegen womöglich nicht. Käufer prüfen, ob schriftliche Übertragungen vorliegen. Fehlende lassen sich meist vor dem Closing beschaffen, wenn sie rechtzeitig erkannt werden.

## Sicherheit und Datenschutz

Ein Sicherheitsvorfall kann das Vertrauen der Kunden zerstören. Käufer fragen nach Sicherheitspraktiken, Penetrationstests, früheren Vorfällen und Zertifizierungen wie ISO/IEC 27001. Verarbeitet das Unternehmen personenbezogene Daten im Auftrag von Kunden, zählen Auftragsverarbeitungsverträge und Hosting-Standorte, besonders bei Kunden aus der öffentlichen Verwaltung oder dem Gesundheitswesen.

## Verträge

Kundenverträge sollten auf Laufzeit, Kündigungsrechte, Servicelevel, Haftungsbegrenzungen und Change-of-Control-Klauseln geprüft werden. Große Kunden bestehen mitunter auf einer Hinterlegung des Quellcodes (Escrow), die dokumentiert sein sollte.

## Integration

Viele Technologieübernahmen enttäuschen, weil die Integration die Kultur missachtet, die das Unternehmen erfolgreich gemacht hat. Entwickler, die wegen eines kleinen, selbstständigen Teams gekommen sind, gehen womöglich nach einer raschen Eingliederung in eine große Organisation. Käufer, die die Integration sorgfältig planen und bewahren, was funktioniert, halten Menschen und Kunden.
`,
    },
    {
      id: 'buying-an-e-commerce-business',
      title: 'Branchenfokus: ein E-Commerce-Unternehmen kaufen',
      excerpt:
        'Onlineshops und Marken auf Marktplätzen lassen sich schnell kaufen, doch ihr Wert hängt von Traffic, Margen nach Retouren und den Regeln der Plattformen ab. Ein Leitfaden zu den wichtigsten Prüfungen für Käufer.',
      publishedAt: '2025-12-02',
      body: `
E-Commerce-Unternehmen, vom spezialisierten Onlineshop bis zur Marke, die vor allem über Marktplätze verkauft, werden häufig zum Verkauf angeboten. Sie scheinen leicht verständlich: Umsatz, Margen und Traffic sind digital und messbar. In der Praxis hängt ihr Wert von Faktoren ab, die in den Abschlüssen nicht immer sichtbar sind.

## Woher der Umsatz kommt

Analysieren Sie den Umsatz nach Kanälen: eigener Shop, Marktplätze, Großhandel. Ein Unternehmen, das den Großteil seines Umsatzes auf einem Marktplatz erzielt, hängt von dessen Regeln, Gebühren und Algorithmen ab. Kontosperrungen, Gebührenerhöhungen oder Änderungen im Suchranking können den Umsatz über Nacht treffen. Prüfen Sie die Kennzahlen zur Kontogesundheit, frühere Sperrungen und ob sich das Marktplatzkonto rechtlich und praktisch auf den Käufer übertragen lässt; die Bedingungen der Plattformen beschränken Übertragungen oft, und bei einem Asset Deal kann ein neues Konto nötig sein.

## Woher der Traffic kommt

Verstehen Sie beim eigenen Shop die Besucherquellen: organische Suche, bezahlte Werbung, E-Mail, soziale Medien, Direktaufrufe. Über Werbung gekaufter Traffic ist nur so profitabel, wie es die Kosten je Kundengewinnung zulassen. Ein Shop, der ganz von bezahltem Traffic abhängt, hat ein anderes Risikoprofil als einer mit starker organischer Position und Stammkunden. Sehen Sie sich die Historie der Werbekonten und die Entwicklung der Akquisitionskosten an.

## Margen nach allem

Die Rohertragsmarge reicht nicht. Berechnen Sie den Deckungsbeitrag je Bestellung nach Produktkosten, Versand, Zahlungsgebühren, Marktplatzprovisionen, Werbung, Verpackung und Retouren. In Kategorien wie Mode sind die Retourenquoten hoch, und die Kosten der Retourenbearbeitung, einschließlich nicht wiederverkaufbarer Ware, können ein scheinbar profitables Geschäft in die Verlustzone bringen. Fordern Sie Daten zu Retourenquoten nach Produktkategorien an.

## Kunden und Bindung

Wiederkaufraten und Kundenwert über die Lebensdauer zeigen, ob das Geschäft einen treuen Kundenstamm hat oder jeden Verkauf neu einkaufen muss. Eine Kundenliste mit Einwilligung in E-Mail-Marketing kann wertvoll sein, doch nach der DSGVO braucht der Käufer eine Rechtsgrundlage, um sie weiter zu nutzen; bei einem Asset Deal erfordert die Übertragung von Kundendaten eine sorgfältige rechtliche Gestaltung.

## Lager und Lieferanten

Lagerbestände binden Liquidität und können veralten. Prüfen Sie Bestandshöhe, Langsamdreher und die Bewertung der Vorräte. Verstehen Sie die Lieferkette: woher die Produkte kommen, Lieferzeiten und die Abhängigkeit von einzelnen Lieferanten, besonders wenn im Ausland produziert wird. Exklusive Liefer- oder Eigenmarkenverträge sollten übertragbar sein.

## Compliance

Der Onlinehandel ist stark reguliert. Käufer sollten die Registrierung nach dem Verpackungsgesetz prüfen, gegebenenfalls die Pflichten für Elektrogeräte und Batterien, Anforderungen an die Produktsicherheit nach der EU-Produktsicherheitsverordnung, Verbraucherschutzregeln für den Shop (Impressum, Widerrufsbelehrung, Preisangaben) und den Datenschutz. Fehlende Registrierungen können zu Verkaufsverboten auf Marktplätzen und Bußgeldern führen.

## Marke und geistiges Eigentum

Die Marke ist oft der wertvollste Vermögenswert. Vergewissern Sie sich, dass Marken in den relevanten Märkten eingetragen sind und dem Unternehmen gehören, dass Domains und Social-Media-Konten auf das Unternehmen laufen und dass Produktfotos und Texte dem Unternehmen gehören oder ordnungsgemäß lizenziert sind.

## Transaktionsstruktur

Kleine E-Commerce-Unternehmen werden oft als Asset Deal verkauft, bei dem Marke, Domain, Lagerbestand, Lieferantenverträge und Kundendaten übertragen werden statt der Gesellschaft. Das verringert Haftungsrisiken für den Käufer, erfordert aber einen sorgfältigen Umgang mit Plattformkonten, Datenübertragung und Verträgen. Eine Übergangszeit, in der der Verkäufer die Übergabe der Lieferantenbeziehungen und des Betriebs begleitet, ist üblich.
`,
    },
    {
      id: 'energy-and-renewables-smes',
      title: 'Branchenfokus: Energie und erneuerbare Energien im Mittelstand',
      excerpt:
        'Solarteure, Wärmepumpenspezialisten, Elektrobetriebe und kleine Erzeugungsanlagen sind gefragt. Was ihren Wert bestimmt und warum Regulierung und Förderung sorgfältig analysiert werden müssen.',
      publishedAt: '2026-10-20',
      body: `
Die Energiewende hat eine große Zahl kleiner und mittlerer Unternehmen hervorgebracht, die Energiesysteme installieren, warten oder betreiben: Installateure von Solaranlagen und Batteriespeichern, Wärmepumpenspezialisten, Elektrobetriebe, Energieberater und Betreiber kleiner Solar-, Wind- oder Wasserkraftanlagen. Viele von ihnen sind schnell gewachsen, und viele Inhaber denken jetzt über einen Verkauf nach. Zu den Käufern gehören Stadtwerke, Installationsgruppen, Energieunternehmen und Finanzinvestoren, die Plattformen aufbauen.

## Installateure und Handwerksbetriebe

Bei Installationsbetrieben hängt der Wert von qualifizierten Mitarbeitenden, dem Auftragsbestand und den Margen ab. Das Elektrohandwerk ist in Deutschland zulassungspflichtig; für die Eintragung des Betriebs braucht es einen Meister oder eine gleichwertige Qualifikation. Hat der Verkäufer diese Qualifikation persönlich, muss der Käufer sicherstellen, dass nach dem Verkauf eine qualifizierte Person vorhanden ist.

Die Nachfrage in diesem Segment hängt eng an Regulierung und Förderung. Änderungen an Förderprogrammen für Wärmepumpen oder an der Einspeisevergütung für kleine Solaranlagen haben wiederholt heftige Nachfrageschwankungen ausgelöst. Käufer schauen deshalb darauf, wie abhängig der Auftragsbestand von aktuellen Programmen ist und wie sich das Unternehmen bei früheren Kurswechseln der Politik entwickelt hat. Ein Betrieb mit einem gemischten Kundenkreis aus Privat-, Gewerbe- und öffentlichen Kunden und mit wiederkehrenden Wartungsverträgen ist widerstandsfähiger.

## Gewährleistung und Qualität

Installateure haften noch Jahre nach der Installation für Mängel ihrer Arbeit. Käufer prüfen Gewährleistungsfälle, Qualitätsprozesse und Rückstellungen für künftige Ansprüche. Auch die Herstellergarantien für Module, Wechselrichter und Wärmepumpen zählen, besonders wenn ein Hersteller den Markt verlassen hat.

## Lieferkette

Viele Komponenten werden international beschafft. Lagerbestände, Lieferantenbeziehungen und die Fähigkeit, Komponenten auch bei Knappheit zu sichern, sind relevant. Nach Phasen der Knappheit halten manche Installateure hohe Bestände, die zu Preisen über dem heutigen Marktniveau eingekauft wurden; ein Käufer sollte solche Bestände realistisch bewerten.

## Erzeugungsanlagen

Kleine Solarparks, Windenergie- oder Wasserkraftanlagen werden vor allem nach ihren erwarteten Cashflows bewertet. Die wichtigsten Faktoren sind das Vergütungsmodell, ob feste Einspeisevergütung, Marktprämie oder Stromliefervertrag (PPA), und seine Restlaufzeit; der erwartete Ertrag auf Basis von Gutachten und tatsächlicher Produktionshistorie; Betriebs- und Wartungskosten; der Pachtvertrag für die Fläche, seine Laufzeit und die Rechte des Grundeigentümers; der Netzanschluss; und der Zustand der Anlagen. Eine technische Due Diligence durch einen unabhängigen Gutachter ist Standard, und bei älteren Anlagen ist die Frage des Repowerings oder der Rückbaukosten am Ende der Pacht wichtig.

## Regulierung als bewegliches Ziel

Das Energierecht ändert sich häufig. Das Erneuerbare-Energien-Gesetz, das Gebäudeenergiegesetz und die Marktregeln für Netzbetreiber wurden alle wiederholt geändert. Jede Bewertung sollte ihre regulatorischen Annahmen ausdrücklich nennen und die Wirkung von Änderungen durchspielen. Käufer sollten nicht für Wachstum bezahlen, das davon abhängt, dass ein Förderprogramm unverändert weiterläuft.

## Energiedienstleister und Effizienzberater

Berater und Dienstleister, die Unternehmen helfen, ihren Energieverbrauch zu senken, profitieren von regulatorischen Pflichten wie Energieaudits und Managementsystemen für größere Verbraucher und von hohen Energiepreisen. Ihr Wert hängt von qualifizierten Mitarbeitenden, gegebenenfalls erforderlichen Zulassungen und wiederkehrenden Kundenbeziehungen ab.

## Einen Verkauf vorbereiten

Verkäufer können den Preis stützen, indem sie die Auftragspipeline dokumentieren, förderabhängige von wiederkehrenden Umsätzen trennen, qualifiziertes Personal sichern und bei Anlagen eine vollständige technische und vertragliche Dokumentation zusammenstellen. In einer Branche, die viele Käufer anzieht, kann ein gut vorbereitetes Unternehmen unter mehreren Angeboten wählen.
`,
    },
  ],
  'de',
);
