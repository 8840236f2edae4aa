import { operatorDe as operator, type LegalDocument } from './types';

/**
 * Datenschutzerklärung: the German text of privacy.ts, section for section with the same
 * substance (same data, legal bases, recipients, periods and rights), worded as German privacy
 * notices are. A change to one language's text belongs in the other as well.
 */
export const privacyDocumentDe: LegalDocument = {
  title: 'Datenschutzerklärung',
  effectiveDate: '10.12.2024',
  sections: [
    {
      heading: '1. Verantwortlicher und Kontakt',
      paragraphs: [
        `Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Plattform im Sinne der EU-Datenschutz-Grundverordnung (DSGVO) ist ${operator.name}, ${operator.address}.`,
        `Bei Fragen zum Datenschutz oder um Ihre Rechte geltend zu machen, schreiben Sie uns an ${operator.privacyEmail}. Bitte senden Sie keine vertraulichen Unternehmensunterlagen an diese Adresse; falls wir solche Unterlagen benötigen, melden wir uns über einen sicheren Kanal bei Ihnen.`,
      ],
    },
    {
      heading: '2. Geltungsbereich dieser Erklärung',
      paragraphs: [
        'Diese Erklärung beschreibt, wie wir personenbezogene Daten verarbeiten, wenn Sie unsere Website besuchen, ein Konto anlegen und den Marktplatz nutzen: um Unternehmen zum Verkauf anzubieten, nach Übernahmemöglichkeiten zu suchen, Anfragen zu senden, Vertraulichkeitsvereinbarungen (NDAs) zu unterzeichnen, Inseratsdetails freizuschalten, den Blog zu lesen oder den Support zu kontaktieren.',
        'Die Plattform richtet sich an Scouts, Käufer (Investoren) und Verkäufer (Unternehmen) und dient der geschäftlichen Nutzung. Wenn wir „Sie“ schreiben, meinen wir die natürliche Person, die die Plattform nutzt, einschließlich Personen, die für ein Unternehmen handeln.',
      ],
    },
    {
      heading: '3. Welche personenbezogenen Daten wir verarbeiten',
      paragraphs: [
        'Kontodaten: Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, die gewählte Rolle (Scout, Käufer oder Verkäufer), Ihr Passwort (von unserem Authentifizierungsdienst ausschließlich als sicherer Hash gespeichert) sowie das Datum der Anlage und der letzten Änderung Ihres Kontos.',
        'Prüfungsdaten: der Stand der Prüfung Ihres Kontos durch unsere Administratoren (ausstehend, verifiziert oder abgelehnt), die Daten von Einreichung, Verifizierung oder Ablehnung sowie alle Angaben und Unterlagen, die Sie uns zur Prüfung übermitteln.',
        'Profil- und Rechnungsdaten: Firmenname, Firmen-E-Mail-Adresse, verantwortliche Ansprechperson, Telefonnummer, Umsatzsteuer-Identifikationsnummer oder Steuernummer, Straße, Ort, Postleitzahl und Land.',
        'Inseratsdaten: der Inhalt der Inserate, die Sie anlegen, darunter Titel, Art (Verkauf oder Kaufinteresse), Branche, Umsatz- und Mitarbeiterspanne, Standort, Preisvorstellung, die öffentliche und die anonymisierte Beschreibung, Marktposition, ob Patente bestehen, sowie alle vollständigen Angaben, die Sie zur Freigabe nach NDA und Freischaltung hinterlegen. Inserate beschreiben in der Regel Unternehmen, können aber personenbezogene Daten enthalten, etwa über die Inhaberin oder den Inhaber.',
        'Anfragen und Nachrichten: Nachrichten, die Sie zu einem Inserat senden, deren Status und Lesestatus sowie Nachrichten an unser Support-Team.',
        'NDA-Unterzeichnungen: welche Nutzerin oder welcher Nutzer welches NDA für welches Inserat unterzeichnet hat, die Version des NDA sowie Datum und Uhrzeit der Unterzeichnung.',
        'Freischaltungsanfragen: wer die Freischaltung welches Inserats angefragt hat, der Zeitpunkt der Anfrage und der zugehörige Abrechnungs- und Zahlungsstatus.',
        'Inseratsaufrufe: welche verifizierte Nutzerin oder welcher verifizierte Nutzer welches Inserat wann aufgerufen hat; wir nutzen dies, um Verkäufern und Scouts zu zeigen, wie oft ihre Inserate angesehen werden, und um die Vertraulichkeit zu schützen.',
        'Newsletter: Ihre E-Mail-Adresse, wenn Sie unseren Newsletter abonnieren, und das Datum Ihrer Einwilligung.',
        'Technische Daten: Beim Aufruf der Plattform verarbeitet unser Hosting-Anbieter in Server-Logdateien Ihre IP-Adresse, Datum und Uhrzeit des Zugriffs, die aufgerufene Seite und technische Angaben zu Ihrem Browser.',
      ],
    },
    {
      heading: '4. Zwecke und Rechtsgrundlagen',
      paragraphs: [
        'Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO: Konto-, Profil-, Inserats-, Anfrage-, NDA-, Freischaltungs- und Rechnungsdaten verarbeiten wir, um Ihnen den Marktplatz wie in unseren Nutzungsbedingungen vereinbart bereitzustellen. Dazu gehören das Anlegen und Verwalten Ihres Kontos, die Veröffentlichung Ihrer Inserate, die Weiterleitung Ihrer Anfragen an die Inhaber der Inserate, die Dokumentation von NDAs, die Freigabe vollständiger Angaben nach der Freischaltung, die Abrechnung von Gebühren und die Beantwortung von Support-Anfragen.',
        'Rechtliche Verpflichtungen, Art. 6 Abs. 1 lit. c DSGVO: Abrechnungs- und Buchhaltungsunterlagen bewahren wir auf, wie es das deutsche Handels- und Steuerrecht verlangt. Außerdem verarbeiten wir Daten, wenn wir rechtmäßige Anfragen von Behörden beantworten oder gesetzlich vorgeschriebene Prüfungen durchführen müssen, etwa zur Einhaltung von Sanktionen.',
        'Berechtigte Interessen, Art. 6 Abs. 1 lit. f DSGVO: Wir prüfen jedes Konto, bevor es Zugang zu Inseraten erhält, beugen Betrug und Missbrauch vor, dokumentieren Inseratsaufrufe und NDA-Unterzeichnungen, führen Server-Logdateien und sichern unsere Systeme. Unser berechtigtes Interesse und das unserer Verkäufer besteht darin, vertrauliche Unternehmensinformationen vor Unbefugten zu schützen, NDAs durchsetzen zu können und einen sicheren, vertrauenswürdigen Marktplatz zu betreiben. Aufrufdaten nutzen wir außerdem, um den Inhabern von Inseraten zusammengefasste Aufrufzahlen zu zeigen.',
        'Einwilligung, Art. 6 Abs. 1 lit. a DSGVO: Den Newsletter senden wir nur, wenn Sie ihn abonniert haben. Sie können Ihre Einwilligung jederzeit widerrufen, zum Beispiel über den Abmeldelink in jedem Newsletter oder mit einer Nachricht an uns; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.',
        'Die Angabe von Konto- und Prüfungsdaten ist für die Nutzung des Marktplatzes erforderlich. Ohne sie können wir Ihr Konto weder prüfen noch freischalten.',
      ],
    },
    {
      heading: '5. Was andere Nutzer sehen',
      paragraphs: [
        'Verifizierte Käufer sehen die anonymisierte Beschreibung und die Eckdaten von Inseraten. Die vollständigen Angaben eines Inserats werden einem Käufer erst angezeigt, nachdem er das NDA für dieses Inserat unterzeichnet und das Inserat freigeschaltet hat.',
        'Wenn Sie eine Anfrage zu einem Inserat senden, erhält der Scout oder Verkäufer, dem das Inserat gehört, Ihre Nachricht zusammen mit Ihrem Namen und den Kontaktdaten Ihres Kontos, damit er antworten kann. Inhaber von Inseraten sehen zusammengefasste Aufrufzahlen ihrer Inserate und welche Käufer ein NDA dafür unterzeichnet haben.',
        'Ihre Rechnungsdaten und Ihre Prüfungsunterlagen werden anderen Nutzern nie angezeigt.',
      ],
    },
    {
      heading: '6. Empfänger und Auftragsverarbeiter',
      paragraphs: [
        'Wir setzen einen Anbieter für Hosting, Datenbank und Authentifizierung ein, der die Daten der Plattform in unserem Auftrag als Auftragsverarbeiter nach Art. 28 DSGVO speichert und verarbeitet. Er ist durch einen Vertrag zur Auftragsverarbeitung gebunden und darf die Daten nur nach unseren Weisungen verwenden.',
        'In unserem Unternehmen haben nur Mitarbeitende Zugriff, die die Daten für ihre Aufgaben benötigen, insbesondere die Administratoren, die Konten prüfen. Soweit erforderlich, geben wir Daten an unsere Steuerberater und Wirtschaftsprüfer weiter, die zur Berufsverschwiegenheit verpflichtet sind, sowie an Behörden oder Gerichte, wenn wir gesetzlich dazu verpflichtet sind oder Rechtsansprüche geltend machen, ausüben oder verteidigen müssen, etwa im Zusammenhang mit der Verletzung eines NDA.',
        'Wir verkaufen keine personenbezogenen Daten und geben sie nicht an Werbetreibende oder Datenhändler weiter.',
      ],
    },
    {
      heading: '7. Übermittlung in Drittländer',
      paragraphs: [
        'Wir wählen Hosting innerhalb des Europäischen Wirtschaftsraums (EWR). Greift ein Auftragsverarbeiter oder einer seiner Unterauftragsverarbeiter aus einem Land außerhalb des EWR auf Daten zu, stellen wir sicher, dass die Übermittlung durch einen Angemessenheitsbeschluss der Europäischen Kommission oder durch die von der Kommission erlassenen Standardvertragsklauseln abgedeckt ist, zusammen mit allen erforderlichen zusätzlichen Schutzmaßnahmen. Weitere Informationen erhalten Sie unter der oben genannten Kontaktadresse.',
      ],
    },
    {
      heading: '8. Speicherung in Ihrem Browser; keine Tracker von Drittanbietern',
      paragraphs: [
        'Die Plattform legt im lokalen Speicher (Local Storage) Ihres Browsers einige wenige Einträge ab, die alle für den von Ihnen gewünschten Dienst erforderlich sind: die gewählte Sprache (Schlüssel „preferred-language“); einen Sitzungseintrag, der Sie angemeldet hält und Ihre grundlegenden Nutzerdaten zusammen mit der Sprache speichert; die Anmeldesitzung unseres Authentifizierungsdienstes; und Ihre Auswahl im Cookie-Hinweis (akzeptiert oder abgelehnt), damit der Hinweis nicht erneut erscheint.',
        'Diese Einträge sind im Sinne von § 25 Abs. 2 Nr. 2 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) unbedingt erforderlich und bedürfen daher keiner Einwilligung. Sie können sie jederzeit in den Einstellungen Ihres Browsers löschen; danach sind Sie abgemeldet und werden erneut nach Sprache und Cookie-Auswahl gefragt.',
        'Wir setzen keine Tracking-, Analyse- oder Werbe-Cookies von Drittanbietern, keine Zählpixel, kein Fingerprinting und keine Social-Media-Plugins ein. Der Blog und die rechtlichen Seiten lassen sich lesen, ohne dass über die beschriebenen Einträge hinaus personenbezogene Daten in Ihrem Browser gespeichert werden.',
      ],
    },
    {
      heading: '9. Speicherdauer',
      paragraphs: [
        'Konto-, Profil- und Inseratsdaten speichern wir, solange Ihr Konto besteht. Nachdem Sie Ihr Konto geschlossen haben, löschen oder anonymisieren wir sie innerhalb von 30 Tagen, sofern nachstehend keine längere Frist gilt.',
        'Rechnungen und Buchhaltungsunterlagen bewahren wir für die vom deutschen Handels- und Steuerrecht vorgeschriebenen Fristen auf: bis zu zehn Jahre für Bücher und Jahresabschlüsse und seit 2025 acht Jahre für Buchungsbelege wie Rechnungen.',
        'Aufzeichnungen über NDA-Unterzeichnungen und Freischaltungen speichern wir für die Laufzeit des jeweiligen NDA zuzüglich der gesetzlichen Verjährungsfrist für Ansprüche (in der Regel drei Jahre ab dem Ende des Jahres, in dem ein Anspruch entsteht), damit sich Verstöße gegen ein NDA nachweisen lassen.',
        'Anfragen speichern wir, solange das zugehörige Inserat besteht, und bis zu zwölf Monate nach seiner Entfernung. Einzelne Aufrufdaten von Inseraten werden zwölf Monate gespeichert und dann gelöscht; es bleiben nur zusammengefasste Zahlen. Support-Nachrichten speichern wir zwei Jahre nach Abschluss des Vorgangs. Server-Logdateien werden spätestens nach 30 Tagen gelöscht, es sei denn, wir benötigen sie zur Aufklärung eines Sicherheitsvorfalls. Newsletter-Daten löschen wir, wenn Sie sich abmelden; nur ein Nachweis über Einwilligung und Widerruf bleibt erhalten.',
      ],
    },
    {
      heading: '10. Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft über Ihre personenbezogenen Daten (Art. 15 DSGVO), auf Berichtigung (Art. 16), auf Löschung (Art. 17), auf Einschränkung der Verarbeitung (Art. 18) und auf Datenübertragbarkeit (Art. 20). Soweit wir Daten aufgrund einer Einwilligung verarbeiten, können Sie diese jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3).',
        'Widerspruchsrecht (Art. 21 DSGVO): Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir beenden die Verarbeitung dann, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        `Um Ihre Rechte auszuüben, schreiben Sie an ${operator.privacyEmail}. Bevor wir Daten herausgeben, bitten wir Sie unter Umständen, Ihre Identität zu bestätigen.`,
        'Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Wohnorts oder Arbeitsplatzes, oder bei der für uns zuständigen Behörde, der Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
      ],
    },
    {
      heading: '11. Keine automatisierte Entscheidungsfindung',
      paragraphs: [
        'Über die Verifizierung oder Ablehnung von Konten entscheiden unsere Administratoren, nicht ein automatisiertes Verfahren. Wir setzen kein Profiling ein, das Ihnen gegenüber rechtliche Wirkung entfaltet oder Sie in ähnlicher Weise erheblich beeinträchtigt.',
      ],
    },
    {
      heading: '12. Sicherheit',
      paragraphs: [
        'Wir schützen personenbezogene Daten durch geeignete technische und organisatorische Maßnahmen, darunter verschlüsselte Verbindungen (TLS), in der Datenbank durchgesetzte Zugriffsregeln, sodass Nutzer nur die Daten lesen können, zu denen sie berechtigt sind, rollenbasierte Zugriffe für unsere Mitarbeitenden, sicheres Hashing von Passwörtern und regelmäßige Sicherungen. Kein System ist vollkommen sicher; kommt es zu einer Verletzung des Schutzes personenbezogener Daten, die voraussichtlich ein Risiko für Ihre Rechte mit sich bringt, melden wir dies der Aufsichtsbehörde und, wo erforderlich, Ihnen.',
      ],
    },
    {
      heading: '13. Änderungen dieser Erklärung',
      paragraphs: [
        'Wir passen diese Erklärung an, wenn sich unsere Dienste oder die rechtlichen Anforderungen ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite, mit dem Datum, ab dem sie gilt. Über wesentliche Änderungen informieren wir registrierte Nutzer per E-Mail oder auf der Plattform.',
      ],
    },
  ],
};
