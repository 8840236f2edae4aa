import { MAX_SCOUT_FEE_EUR, MINIMUM_AGE, UNLOCK_FEE_EUR } from './terms';
import { operatorDe as operator, type LegalDocument } from './types';

/** Amounts in German notation (5.000 EUR). */
const euro = (amount: number) => `${amount.toLocaleString('de-DE')} EUR`;

/**
 * Nutzungsbedingungen: the German text of terms.ts, section for section with the same
 * substance (same rules, fees, liability and law), worded as German terms are. A change to one
 * language's text belongs in the other as well.
 */
export const termsDocumentDe: LegalDocument = {
  title: 'Nutzungsbedingungen',
  effectiveDate: '10.12.2024',
  sections: [
    {
      heading: '1. Geltungsbereich und Betreiber',
      paragraphs: [
        `Diese Nutzungsbedingungen regeln die Nutzung des Marktplatzes DealBridge (die „Plattform“), betrieben von ${operator.name}, ${operator.address} („DealBridge“, „wir“). Kontakt: ${operator.legalEmail}.`,
        'Sie gelten für alle registrierten Nutzer. Abweichende Bedingungen von Nutzern gelten nur, wenn wir ihnen ausdrücklich schriftlich zugestimmt haben. Individuelle schriftliche Vereinbarungen, etwa über eine Erfolgsprovision für Scouts, haben Vorrang vor diesen Bedingungen.',
      ],
    },
    {
      heading: '2. Was die Plattform leistet',
      paragraphs: [
        'DealBridge ist ein Online-Marktplatz, der Scouts, Käufer und Verkäufer kleiner und mittlerer Unternehmen zusammenbringt. Verkäufer und Scouts veröffentlichen Inserate zu Unternehmen, die verkauft werden sollen, oder zu Kaufinteressen; verifizierte Käufer können anonymisierte Inserate durchsehen, Anfragen senden, Vertraulichkeitsvereinbarungen unterzeichnen und vollständige Angaben freischalten.',
        'DealBridge ist nicht Partei der zwischen Nutzern verhandelten Transaktionen, handelt für keine Seite als Vertreter oder Makler und garantiert nicht, dass eine Transaktion zustande kommt oder vollzogen wird. Vereinbarungen über eine Transaktion, einschließlich Kaufpreis und Konditionen, treffen ausschließlich die beteiligten Nutzer.',
      ],
    },
    {
      heading: '3. Voraussetzungen und Registrierung',
      paragraphs: [
        `Für die Registrierung müssen Sie mindestens ${MINIMUM_AGE} Jahre alt und voll geschäftsfähig sein. Die Plattform ist für die geschäftliche oder berufliche Nutzung bestimmt; registrieren Sie sich für ein Unternehmen, bestätigen Sie, dass Sie berechtigt sind, für dieses zu handeln.`,
        'Bei der Registrierung müssen Sie zutreffende und vollständige Angaben machen und diese aktuell halten, insbesondere Namen, E-Mail-Adresse, Telefonnummer und, soweit für Gebühren erforderlich, Ihre Rechnungsdaten. Jede Person darf nur ein Konto führen. Halten Sie Ihr Passwort geheim und informieren Sie uns unverzüglich, wenn Sie einen Missbrauch Ihres Kontos vermuten; für Handlungen über Ihr Konto sind Sie verantwortlich, es sei denn, Sie trifft kein Verschulden.',
        'Ein Anspruch auf Registrierung oder Verifizierung besteht nicht.',
      ],
    },
    {
      heading: '4. Rollen und Prüfung der Konten',
      paragraphs: [
        'Bei der Registrierung wählen Sie eine Rolle: Scout (Sie finden Unternehmen, die verkauft werden sollen, oder Kaufinteressen und inserieren sie), Käufer (Sie suchen Unternehmen zur Übernahme oder Beteiligung) oder Verkäufer (Sie inserieren Ihr eigenes Unternehmen). Administratoren von DealBridge prüfen und verifizieren die Konten.',
        'Jedes Konto wird von unserem Team geprüft, bevor es Zugang zum Marktplatz erhält. Wir bemühen uns, die Prüfung innerhalb von 1–2 Werktagen abzuschließen. Wir können zusätzliche Angaben oder Unterlagen anfordern, zum Beispiel einen Handelsregisterauszug, einen Nachweis Ihrer Vertretungsbefugnis für ein Unternehmen oder einen Identitätsnachweis, und wir können ein Konto ablehnen, insbesondere wenn Angaben unvollständig, unplausibel oder falsch sind oder Sanktions- oder Compliance-Prüfungen Anlass zu Bedenken geben. Über das Ergebnis informieren wir Sie per E-Mail. Bis Ihr Konto verifiziert ist, sehen Sie nur die Seite zur ausstehenden Prüfung.',
      ],
    },
    {
      heading: '5. Inserate müssen wahr sein',
      paragraphs: [
        'Scouts und Verkäufer sind für den Inhalt ihrer Inserate verantwortlich. Alle Angaben müssen wahr, in allen wesentlichen Punkten vollständig und dürfen nicht irreführend sein; das gilt auch für Umsatz- und Mitarbeiterspannen, Standort, Preisvorstellungen sowie Aussagen zu Marktposition und Patenten. Ändern sich Angaben, sind sie umgehend zu berichtigen.',
        'Ein Unternehmen dürfen Sie nur inserieren, wenn Sie sein Inhaber sind oder vom Inhaber zur Vermarktung beauftragt wurden, oder, als Scout, wenn der Inhaber der Vorstellung des Unternehmens auf der Plattform zugestimmt hat. Die anonymisierte Beschreibung darf keine Rückschlüsse auf das Unternehmen zulassen. Inserate dürfen keine rechtswidrigen Inhalte, keine Inhalte, die Rechte Dritter verletzen, und keine personenbezogenen Daten Dritter ohne Rechtsgrundlage enthalten.',
        'Wir können Inserate, die gegen diese Bedingungen oder geltendes Recht verstoßen, prüfen, ablehnen, sperren oder entfernen und Nachweise für die Angaben in einem Inserat verlangen. Die Richtigkeit der Inserate prüfen wir jedoch nicht und übernehmen für ihren Inhalt keine Verantwortung.',
      ],
    },
    {
      heading: '6. Vertraulichkeit und NDAs',
      paragraphs: [
        'Die vollständigen Angaben eines Inserats werden nur einem verifizierten Käufer angezeigt, der die für dieses Inserat vorgesehene Vertraulichkeitsvereinbarung (NDA) unterzeichnet und das Inserat freigeschaltet hat. Das NDA kommt zwischen dem Käufer und dem Inhaber des Inserats zustande; DealBridge dokumentiert die Unterzeichnung, die Version des NDA und den Zeitpunkt der Unterzeichnung und kann diese Aufzeichnungen den Parteien zur Durchsetzung des NDA zur Verfügung stellen.',
        'Unabhängig von einem NDA müssen alle Nutzer nicht öffentliche Informationen, die sie über die Plattform erhalten, vertraulich behandeln, sie nur zur Prüfung der konkreten Transaktion verwenden und sie Dritten nicht zugänglich machen, ausgenommen zur Verschwiegenheit verpflichtete Berater und finanzierende Banken. Insbesondere dürfen Käufer Mitarbeitende, Kunden oder Lieferanten eines inserierten Unternehmens ohne Zustimmung des Inhabers des Inserats nicht auf die Transaktion ansprechen.',
        'Verstöße gegen die Vertraulichkeit oder gegen ein NDA berechtigen uns, das betroffene Konto zu sperren oder zu kündigen; Ansprüche des betroffenen Inhabers des Inserats bleiben unberührt.',
      ],
    },
    {
      heading: '7. Gebühren',
      paragraphs: [
        `Freischaltungsgebühr: Die Freischaltung der vollständigen Angaben eines Inserats kostet ${euro(UNLOCK_FEE_EUR)} je Inserat, gegebenenfalls zuzüglich der gesetzlichen Umsatzsteuer. Die Gebühr wird angezeigt, bevor Sie die Freischaltung bestätigen, und an die in Ihrem Profil hinterlegten Rechnungsdaten abgerechnet. Sie ist mit Zugang der Rechnung fällig. Da die Angaben sofort bereitgestellt werden, wird die Gebühr nach der Freischaltung nicht erstattet, es sei denn, das Inserat war in wesentlichen Punkten falsch oder wurde zurückgezogen, bevor Ihnen die Angaben zur Verfügung standen.`,
        `Erfolgsprovision für Scouts: Ein Scout, der über ein Inserat auf der Plattform ein Unternehmen vorstellt, kann eine Erfolgsprovision von bis zu ${euro(MAX_SCOUT_FEE_EUR)} je erfolgreichem Abschluss erhalten. Ein Abschluss ist erfolgreich, wenn zwischen Parteien, die über das Inserat des Scouts zusammengeführt wurden, ein Kauf- oder Beteiligungsvertrag über das inserierte Unternehmen geschlossen und die Transaktion vollzogen wird. Die Höhe und etwaige weitere Bedingungen werden dem Scout schriftlich bestätigt; der Scout muss uns die Transaktion mitteilen und angemessen nachweisen. Für Transaktionen, die nicht über die Plattform zustande gekommen sind, besteht kein Anspruch auf eine Provision.`,
        'Registrierung, Prüfung und das Durchsehen anonymisierter Inserate sind kostenlos. Änderungen der Gebühren kündigen wir rechtzeitig vor ihrem Inkrafttreten an; bereits erfolgte Freischaltungen sind davon nicht betroffen.',
      ],
    },
    {
      heading: '8. Keine Anlage-, Rechts- oder Steuerberatung',
      paragraphs: [
        'Die Plattform, die Inserate, der Blog und alle übrigen Inhalte dienen ausschließlich der Information. Sie stellen keine Anlageberatung, keine Empfehlung zum Kauf oder Verkauf eines Unternehmens oder von Anteilen, keine Unternehmensbewertung und keine Rechts- oder Steuerberatung dar. DealBridge erbringt keine Finanzdienstleistungen und keine Anlagevermittlung.',
        'Jeder Nutzer muss seine Entscheidungen selbst treffen, vor einer Transaktion eine eigene Prüfung (Due Diligence) durchführen und sollte unabhängigen fachlichen Rat von Rechts-, Steuer- und Finanzberatern einholen.',
      ],
    },
    {
      heading: '9. Zulässige Nutzung',
      paragraphs: [
        'Sie dürfen die Plattform nicht missbräuchlich nutzen. Insbesondere dürfen Sie sich nicht unter falscher Identität registrieren, Daten anderer Nutzer zu anderen Zwecken als der Prüfung einer Transaktion verwenden, unerwünschte Werbung versenden, das NDA- oder Freischaltungsverfahren umgehen, mit automatisierten Mitteln wie Scrapern oder Bots auf die Plattform zugreifen, versuchen, auf Daten oder Bereiche zuzugreifen, für die Sie nicht berechtigt sind, oder den Betrieb oder die Sicherheit der Plattform stören.',
        'Nutzer dürfen die Plattform nicht umgehen, um nach diesen Bedingungen geschuldete Gebühren zu vermeiden, etwa indem sie freigeschaltete Angaben an einen anderen Käufer weitergeben.',
      ],
    },
    {
      heading: '10. Haftung',
      paragraphs: [
        'Wir haften unbeschränkt für Schäden, die vorsätzlich oder grob fahrlässig verursacht wurden, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie.',
        'Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Nutzer regelmäßig vertrauen dürfen, und nur für den bei Vertragsschluss vorhersehbaren, vertragstypischen Schaden.',
        'In allen Fällen, die nicht unter den ersten Absatz dieses Abschnitts fallen, ist unsere Haftung insgesamt auf die in den letzten 12 Monaten gezahlten Gebühren begrenzt, also auf die Summe der Gebühren, die Sie in den zwölf Monaten vor dem haftungsbegründenden Ereignis an DealBridge gezahlt haben.',
        'Wir haften nicht für die Richtigkeit von Inseraten oder anderen Inhalten von Nutzern und nicht für das Verhalten von Nutzern, einschließlich des Abschlusses, der Durchführung oder des Scheiterns einer Transaktion zwischen ihnen. Die vorstehenden Beschränkungen gelten auch für die persönliche Haftung unserer Mitarbeitenden, Vertreter und Erfüllungsgehilfen.',
      ],
    },
    {
      heading: '11. Verfügbarkeit und Änderungen der Plattform',
      paragraphs: [
        'Wir bemühen uns, die Plattform jederzeit verfügbar zu halten, können eine ununterbrochene Verfügbarkeit aber nicht garantieren, insbesondere bei Wartungsarbeiten, Sicherheitsupdates oder Ereignissen außerhalb unseres Einflussbereichs. Wir dürfen die Plattform weiterentwickeln und ändern, sofern ihre wesentlichen Funktionen für Sie verfügbar bleiben.',
      ],
    },
    {
      heading: '12. Laufzeit und Kündigung',
      paragraphs: [
        'Der Nutzungsvertrag läuft auf unbestimmte Zeit. Sie können ihn jederzeit kündigen, indem Sie Ihr Konto schließen oder uns schreiben. Wir können ihn mit einer Frist von zwei Wochen kündigen und aus wichtigem Grund fristlos, insbesondere bei falschen Angaben bei der Registrierung oder in Inseraten, bei Verstößen gegen die Vertraulichkeit oder ein NDA, bei Nichtzahlung von Gebühren oder bei missbräuchlicher Nutzung der Plattform. Während wir einem Verdacht auf einen Verstoß nachgehen, können wir ein Konto sperren.',
        'Mit der Kündigung werden Ihre Inserate von der Plattform entfernt. Pflichten, die ihrer Natur nach fortbestehen, bleiben wirksam, insbesondere Vertraulichkeitspflichten und NDAs, Zahlungspflichten für bereits entstandene Gebühren und die Erfolgsprovision für Scouts für Transaktionen, die vor der Kündigung angebahnt wurden.',
      ],
    },
    {
      heading: '13. Änderungen dieser Bedingungen',
      paragraphs: [
        'Wir können diese Bedingungen aus triftigem Grund, etwa bei Änderungen der Rechtslage oder unserer Leistungen, mit Wirkung für die Zukunft ändern. Über Änderungen informieren wir Sie mindestens vier Wochen vor ihrem Inkrafttreten per E-Mail. Widersprechen Sie nicht vor dem Zeitpunkt des Inkrafttretens, gelten die Änderungen als angenommen; auf diese Folge und Ihr Widerspruchsrecht weisen wir in der Mitteilung hin. Widersprechen Sie, kann jede Seite den Nutzungsvertrag kündigen.',
      ],
    },
    {
      heading: '14. Anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Für diese Bedingungen und alle Streitigkeiten aus oder im Zusammenhang mit ihnen gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).',
        'Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand Berlin. Sollten einzelne Bestimmungen dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ],
};
