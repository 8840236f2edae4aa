import { operatorDe as operator, type LegalDocument } from './types';

/**
 * Compliance-Erklärung: the German text of compliance.ts, section for section with the same
 * substance (same checks, procedures and deadlines). A change to one language's text belongs in
 * the other as well.
 */
export const complianceDocumentDe: LegalDocument = {
  title: 'Compliance-Erklärung',
  effectiveDate: '10.12.2024',
  sections: [
    {
      heading: '1. Unser Anspruch',
      paragraphs: [
        `Unternehmensverkäufe beruhen auf Vertrauen. Verkäufer geben vertrauliche Informationen über ihr Unternehmen preis, Käufer setzen erhebliche Mittel ein, und Scouts verlassen sich auf einen fairen Umgang. ${operator.name} betreibt den Marktplatz DealBridge nach den Grundsätzen dieser Erklärung und erwartet dieselbe Integrität von allen Nutzern.`,
        'Diese Erklärung beschreibt, wie wir Nutzer prüfen, Geldwäsche und Sanktionsverstöße verhindern, vertrauliche Informationen schützen, NDAs durchsetzen, Daten sichern und mit Hinweisen umgehen. Sie ergänzt unsere Nutzungsbedingungen und unsere Datenschutzerklärung.',
      ],
    },
    {
      heading: '2. Prüfung der Konten (Know Your User)',
      paragraphs: [
        'Kein Konto erhält Zugang zu Inseraten, bevor es von einem Administrator geprüft und verifiziert wurde. Wir prüfen, ob die Registrierungsdaten vollständig und plausibel sind, ob E-Mail-Adresse und Telefonnummer zum Nutzer gehören und ob die angegebene Rolle zu den übrigen Angaben passt.',
        'Je nach Rolle und Umständen können wir weitere Nachweise anfordern: einen Identitätsnachweis, einen Auszug aus dem Handelsregister oder einem vergleichbaren ausländischen Register, einen Nachweis der Vertretungsbefugnis für ein Unternehmen und, bei Käufern, die über Gesellschaften oder Fonds handeln, Angaben zu den wirtschaftlich Berechtigten. Wir können das deutsche Transparenzregister und andere öffentliche Register einsehen.',
        'Konten, bei denen sich Identität oder Vertretungsbefugnis nicht feststellen lassen, lehnen wir ab. Ändern sich wesentliche Angaben oder gibt es Hinweise auf Missbrauch, prüfen wir Konten erneut.',
      ],
    },
    {
      heading: '3. Verhinderung von Geldwäsche',
      paragraphs: [
        'Unternehmenstransaktionen können zur Geldwäsche oder Terrorismusfinanzierung missbraucht werden. DealBridge verwahrt oder überweist keine Kaufpreiszahlungen und ist nicht Partei der Transaktionen zwischen Nutzern. Dennoch verfolgen wir einen risikobasierten Ansatz, der sich am deutschen Geldwäschegesetz (GwG) orientiert: Wir prüfen Nutzer, fragen Käufer nach Art und Herkunft ihrer Mittel, wenn ein Inserat oder eine Anfrage Anlass dazu gibt, und nehmen keine Nutzer an, die angemessene Auskünfte verweigern.',
        'Ungewöhnliche Muster, etwa Käufer, die auf Barzahlung bestehen, verschachtelte Beteiligungsstrukturen ohne erkennbaren geschäftlichen Grund oder Druck, eine Transaktion ohne Due Diligence abzuschließen, führen zu einer genaueren Prüfung. Haben wir Anhaltspunkte für Geldwäsche oder Terrorismusfinanzierung, sperren wir die betroffenen Konten und erstatten, soweit gesetzlich vorgeschrieben oder zulässig, Meldung an die zuständigen Behörden.',
        'Nutzer, die Transaktionen abschließen, bleiben für ihre eigenen Pflichten nach dem Geldwäscherecht verantwortlich; an einer Transaktion beteiligte Notare, Banken und Berater führen ihre eigenen Prüfungen durch.',
      ],
    },
    {
      heading: '4. Sanktionsprüfung',
      paragraphs: [
        'Wir lassen nicht zu, dass die Plattform von oder zugunsten von Personen oder Organisationen genutzt wird, gegen die Sanktionen verhängt wurden. Bei der Prüfung und fortlaufend gleichen wir Nutzer und, soweit bekannt, die von ihnen vertretenen Unternehmen und deren wirtschaftlich Berechtigte mit der konsolidierten Liste der Personen, Vereinigungen und Organisationen ab, gegen die finanzielle Sanktionen der EU bestehen, sowie mit weiteren anwendbaren Sanktionslisten.',
        'Konten mit einem bestätigten Treffer werden abgelehnt oder geschlossen. Inserate zu Unternehmen in Ländern, gegen die umfassende EU-Sanktionen bestehen, oder zu Transaktionen mit Bezug zu solchen Ländern nehmen wir nicht an.',
      ],
    },
    {
      heading: '5. Vertraulichkeit der Verkäuferdaten',
      paragraphs: [
        'Informationen der Verkäufer werden schrittweise freigegeben. Verifizierte Käufer sehen zunächst nur eine anonymisierte Beschreibung. Vollständige Angaben erhält ein einzelner Käufer erst, nachdem er das NDA für dieses Inserat unterzeichnet und das Inserat freigeschaltet hat. Jeder Schritt wird dokumentiert.',
        'Der Zugriff auf Inseratsdaten wird durch Zugriffsregeln in unserer Datenbank durchgesetzt, nicht nur in der Benutzeroberfläche, sodass Nutzer nur Daten abrufen können, die sie sehen dürfen. Bei DealBridge können nur Mitarbeitende, die es für ihre Arbeit benötigen, etwa für die Prüfung von Inseraten oder den Support, auf Inseratsdetails zugreifen, und alle Mitarbeitenden sind zur Verschwiegenheit verpflichtet. Informationen von Verkäufern geben wir nie zu Werbezwecken an Dritte weiter.',
        'Wir verlangen von Scouts und Verkäufern anonymisierte Beschreibungen, die keine Rückschlüsse auf das Unternehmen zulassen, und können vor der Veröffentlichung eines Inserats Änderungen verlangen.',
      ],
    },
    {
      heading: '6. Durchsetzung von NDAs',
      paragraphs: [
        'Jeder Käufer muss das NDA eines Inserats unterzeichnen, bevor er dessen vollständige Angaben sieht. Unterzeichnung, Version des NDA, Inserat und Zeitpunkt der Unterzeichnung werden gespeichert, damit sich das NDA später nachweisen lässt.',
        'Meldet der Inhaber eines Inserats einen vermuteten Verstoß, gehen wir ihm nach, können das Konto des Käufers währenddessen sperren und schließen es, wenn sich der Verstoß bestätigt. Auf Anfrage und im Rahmen des Datenschutzrechts stellen wir dem Inhaber des Inserats die Aufzeichnungen zur Verfügung, die er zur gerichtlichen Durchsetzung des NDA benötigt. Aufrufe und Freischaltungen von Inseraten werden protokolliert; das hilft auch, die Quelle von Informationsabflüssen zu ermitteln.',
      ],
    },
    {
      heading: '7. Interessenkonflikte und faires Verhalten',
      paragraphs: [
        'Scouts müssen gegenüber DealBridge und, wo relevant, im Inserat jede persönliche oder finanzielle Beziehung zum inserierten Unternehmen oder seinen Inhabern offenlegen, ebenso alle weiteren Vergütungen, die sie im Zusammenhang mit derselben Transaktion erhalten. Nicht offengelegte Doppelmandate sind unzulässig.',
        'Mitarbeitende von DealBridge investieren nicht in Unternehmen, die auf der Plattform inseriert sind, und dürfen nicht öffentliche Informationen aus Inseraten weder zum eigenen noch zum Vorteil anderer nutzen.',
      ],
    },
    {
      heading: '8. Bekämpfung von Bestechung und Korruption',
      paragraphs: [
        'Bestechung und Korruption tolerieren wir in keiner Form. Unsere Mitarbeitenden dürfen weder Zahlungen, Geschenke oder sonstige Vorteile anbieten noch annehmen, die die Prüfung von Konten oder Inseraten oder eine andere Entscheidung beeinflussen sollen. Konten von Nutzern, die solche Vorteile anbieten, werden geschlossen.',
      ],
    },
    {
      heading: '9. Datensicherheit',
      paragraphs: [
        'Alle Verbindungen zur Plattform sind mit TLS verschlüsselt. Passwörter speichert unser Authentifizierungsdienst ausschließlich als sichere Hashes. Der Zugriff auf Daten wird durch zeilenbasierte Regeln in der Datenbank und durch rollenbasierte Zugriffe für Mitarbeitende nach dem Prinzip der minimalen Rechte gesteuert. Unser Hosting- und Datenbankanbieter ist durch einen Vertrag zur Auftragsverarbeitung gebunden, und die Daten werden regelmäßig gesichert.',
        'Wir überprüfen unsere Sicherheitsmaßnahmen regelmäßig und halten Software aktuell. Sicherheitsvorfälle behandeln wir nach einem festgelegten Verfahren; führt eine Verletzung des Schutzes personenbezogener Daten voraussichtlich zu einem Risiko für die Rechte von Personen, melden wir dies innerhalb von 72 Stunden, nachdem sie uns bekannt wurde, der zuständigen Aufsichtsbehörde und informieren die Betroffenen, soweit das Gesetz es verlangt.',
      ],
    },
    {
      heading: '10. Hinweisgebersystem',
      paragraphs: [
        `Jede Person, ob Nutzer, Mitarbeitende oder Dritte, kann vermutete Verstöße gegen Gesetze oder gegen diese Erklärung, etwa Betrug, NDA-Verstöße, Geldwäsche oder Sanktionsverstöße, an ${operator.legalEmail} melden. Bitte kennzeichnen Sie Ihre Nachricht mit „Whistleblowing“. Meldungen bearbeitet vertraulich eine eigens benannte Person, die in dieser Funktion unabhängig ist; die Identität der hinweisgebenden Person wird nur offengelegt, wenn das Gesetz es verlangt.`,
        'Den Eingang einer Meldung bestätigen wir innerhalb von sieben Tagen und informieren die hinweisgebende Person innerhalb von drei Monaten über Folgemaßnahmen. Repressalien gegen Personen, die in gutem Glauben Hinweise geben, sind verboten. Meldungen sind auch an die externe Meldestelle beim Bundesamt für Justiz oder an andere zuständige Behörden möglich.',
      ],
    },
    {
      heading: '11. ESG und verantwortungsvolles Wirtschaften',
      paragraphs: [
        'Wir unterstützen Verkäufer, die das Umwelt-, Sozial- und Governance-Profil (ESG) ihres Unternehmens dokumentieren möchten, und der Marktplatz erlaubt es, solche Angaben, einschließlich Zertifizierungen und der Bewertung von Patenten und ungenutzten Vermögenswerten, Käufern zu präsentieren. Nachhaltigkeitsangaben in Inseraten unterliegen derselben Wahrheitspflicht wie alle anderen Angaben: Aussagen etwa zu Zertifizierungen oder Emissionsminderungen müssen zutreffen und belegbar sein, und wir können Nachweise verlangen.',
        'Als Unternehmen wollen wir verantwortungsvoll handeln: Wir bevorzugen energieeffizientes Hosting innerhalb des Europäischen Wirtschaftsraums, arbeiten weitgehend papierlos, behandeln unsere Mitarbeitenden fair und erwarten von unseren Dienstleistern, dass sie die geltenden Arbeits-, Umwelt- und Antikorruptionsgesetze einhalten.',
      ],
    },
    {
      heading: '12. Überprüfung und Kontakt',
      paragraphs: [
        `Wir überprüfen diese Erklärung mindestens einmal im Jahr und immer dann, wenn sich unsere Leistungen oder der rechtliche Rahmen ändern. Fragen zur Compliance richten Sie bitte an ${operator.legalEmail}, Fragen zum Datenschutz an ${operator.privacyEmail}. Postanschrift: ${operator.name}, ${operator.address}.`,
      ],
    },
  ],
};
