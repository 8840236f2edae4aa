import { defineArticles } from '../articles/define';

export const sellingABusinessArticlesDe = defineArticles(
  'selling-a-business',
  [
    {
      id: 'preparing-your-company-for-sale',
      title: 'Das Unternehmen auf den Verkauf vorbereiten: eine Checkliste für zwei Jahre',
      excerpt:
        'Der größte Teil des Verkaufspreises wird gewonnen oder verloren, bevor ein Käufer den ersten Teaser sieht. Was Sie in den 24 Monaten vor dem Marktgang in Ordnung bringen sollten.',
      publishedAt: '2024-01-16',
      body: `
Viele Inhaber entscheiden sich für den Verkauf und wollen am liebsten im nächsten Monat loslegen. In der Praxis wurden die Unternehmen, die einen guten Preis und einen reibungslosen Abschluss erreichen, meist ein bis zwei Jahre lang vorbereitet. Käufer bezahlen Erträge, die sie nachprüfen können, und Risiken, die sie einschätzen können. Vorbereitung heißt nichts anderes, als beides sichtbar zu machen.

## 24 bis 18 Monate vorher: die Zahlen bereinigen

Käufer bewerten ein Unternehmen nach seiner jüngsten Entwicklung, meist nach den letzten drei Geschäftsjahren und dem laufenden Jahr. Stecken in diesen Jahren private Ausgaben, die über die Firma gebucht wurden, Familienangehörige auf der Gehaltsliste, die dort nicht arbeiten, oder unregelmäßige Einmaleffekte, muss jeder dieser Punkte später erklärt und belegt werden. Trennen Sie private und betriebliche Kosten deshalb jetzt, damit die Jahre, die ein Käufer prüft, schon für sich genommen sauber sind.

Führen Sie gleichzeitig monatliche Auswertungen ein, falls es sie noch nicht gibt: Umsatz nach Produkt- oder Kundengruppe, Rohertrag, Gemeinkosten und Liquidität. Ein Käufer wird nach Monatszahlen fragen, und ein Unternehmen, das sie innerhalb eines Tages liefern kann, wirkt gut geführt.

## 18 bis 12 Monate vorher: die Risiken abbauen, für die Käufer Abschläge machen

Schreiben Sie auf, was Sie beunruhigen würde, wenn Sie Ihr eigenes Unternehmen kaufen wollten. Typisch sind ein einzelner Kunde mit mehr als einem Viertel des Umsatzes, Schlüsselkräfte ohne schriftlichen Arbeitsvertrag, Lieferverträge, die seit Jahren ausgelaufen sind, ein Mietvertrag, der kurz nach dem geplanten Verkauf endet, oder Genehmigungen, die auf Ihren persönlichen Namen laufen. Nichts davon muss perfekt sein, aber jeder behobene Punkt nimmt einem Käufer ein Argument für einen niedrigeren Preis oder einen höheren Einbehalt.

Jetzt ist auch der richtige Zeitpunkt, wichtige Verträge zu marktüblichen Bedingungen zu verlängern und zu prüfen, ob sie Change-of-Control-Klauseln enthalten, die dem Vertragspartner bei einem Eigentümerwechsel ein Kündigungsrecht geben.

## 12 bis 6 Monate vorher: das Unternehmen ohne Sie arbeitsfähig machen

Der häufigste Abschlag bei Mittelstandstransaktionen ist die Inhaberabhängigkeit. Wenn Sie persönlich die wichtigen Kundenbeziehungen halten, jedes Angebot freigeben und als Einziger die Preisgestaltung durchschauen, kauft ein Käufer eigentlich Ihr Wissen, und Sie werden gebeten, lange an Bord zu bleiben oder einen hohen Earn-out zu akzeptieren. Delegieren Sie sichtbar: Geben Sie einer zweiten Führungsebene echte Verantwortung, dokumentieren Sie Abläufe und stellen Sie Mitarbeitende bei den großen Kunden vor.

## 6 Monate vorher: Unterlagen und Berater

Stellen Sie die Unterlagen zusammen, die ein Käufer anfordern wird: Gesellschaftsvertrag und Handelsregisterauszug, Gesellschafterliste, die letzten drei Jahresabschlüsse und Steuererklärungen, aktuelle betriebswirtschaftliche Auswertungen, wichtige Kunden- und Lieferantenverträge, Arbeitsverträge und Organigramm, Mietverträge, Versicherungspolicen, Schutzrechte und laufende Streitigkeiten. Wer sie jetzt in eine Ordnerstruktur bringt, richtet den späteren Datenraum in wenigen Tagen ein.

Wählen Sie Ihre Berater: einen Steuerberater mit Transaktionserfahrung, einen Anwalt für den Kaufvertrag und, je nach Größe, einen M&A-Berater, der den Prozess steuert. Fragen Sie Ihren Steuerberater früh, ob die Struktur des Verkaufs (Anteile oder einzelne Wirtschaftsgüter) und der Zeitpunkt Ihre Steuerlast beeinflussen; manche Vergünstigungen hängen vom Alter oder von Haltefristen ab und lassen sich nach der Unterschrift nicht mehr herstellen.

## Klären, was Sie eigentlich wollen

Seien Sie sich schließlich über Ihre eigenen Ziele im Klaren, bevor Sie mit Käufern sprechen. Steht der höchste Preis im Vordergrund oder die Zukunft der Mitarbeitenden und des Firmennamens? Wollen Sie am ersten Tag gehen oder noch zwei Jahre bleiben? Kommt ein Teilverkauf infrage? Käufer schätzen Verkäufer, die ihre Prioritäten kennen, und es hilft Ihnen, Angebote zu vergleichen, die sehr unterschiedlich aufgebaut sind.

## Eine realistische Erwartung

Vorbereitung garantiert keinen Verkauf, und Märkte ändern sich. Ein vorbereitetes Unternehmen kann aber einen kürzeren Prozess führen, beantwortet Fragen in der Due Diligence schnell und gibt Käufern weniger Anlass, spät nachzuverhandeln. Genau das schützt den Preis, auf den Sie sich ursprünglich geeinigt haben.
`,
    },
    {
      id: 'teaser-nda-and-information-memorandum',
      title: 'Teaser, NDA, Informationsmemorandum: So funktioniert ein vertraulicher Verkauf',
      excerpt:
        'Bei einem vertraulichen Verkauf werden Informationen schrittweise freigegeben. Was in den anonymen Teaser gehört, was eine gute Vertraulichkeitsvereinbarung regelt und wann das vollständige Informationsmemorandum folgt.',
      publishedAt: '2024-03-05',
      body: `
Spricht sich herum, dass ein Unternehmen verkauft werden soll, kann das Mitarbeitende verunsichern, Wettbewerber ermuntern, wichtige Kunden anzusprechen, und Lieferanten nervös machen. Deshalb geben professionelle Verkaufsprozesse Informationen in Stufen frei: zuerst einen anonymen Teaser, dann eine Vertraulichkeitsvereinbarung, dann das ausführliche Informationsmemorandum und erst später den Datenraum.

## Der Teaser: interessant, aber nicht erkennbar

Ein Teaser ist eine Zusammenfassung von ein bis zwei Seiten, anhand derer ein möglicher Käufer entscheidet, ob er genauer hinsehen will. Er beschreibt das Unternehmen, ohne es zu nennen: Branche und Nische, Region (grob, etwa Süddeutschland statt der Stadt), Umsatz und Ergebnis in Spannen, Zahl der Mitarbeitenden, die wichtigsten Stärken und den Anlass des Verkaufs, zum Beispiel die Nachfolge.

Der Test für einen guten Teaser ist einfach: Könnte ein gut informierter Wettbewerber das Unternehmen daran erkennen? Ist die Nische sehr klein, verraten ein genauer Standort und eine genaue Mitarbeiterzahl es womöglich schon. Arbeiten Sie mit Spannen, beschreiben Sie den Kundenstamm nach Branchen statt nach Namen und lassen Sie markante Details weg, etwa ein bekanntes Produkt oder ein ungewöhnliches Gründungsjahr.

## Das NDA: das Tor zu echten Informationen

Wer mehr erfahren möchte, muss eine Vertraulichkeitsvereinbarung (NDA) unterzeichnen. Ein brauchbares NDA für den Verkauf eines mittelständischen Unternehmens regelt:

- Eine weite Definition vertraulicher Informationen, einschließlich der Tatsache, dass das Unternehmen zum Verkauf steht.
- Den erlaubten Zweck: die Prüfung der Transaktion und nichts anderes.
- Wer die Informationen erhalten darf, in der Regel die Berater und finanzierenden Banken des Käufers, die in gleicher Weise gebunden sein müssen.
- Ein Abwerbeverbot, das dem Käufer für einen Zeitraum, oft ein bis zwei Jahre, untersagt, Mitarbeitende einzustellen oder Kunden und Lieferanten anzusprechen.
- Rückgabe oder Vernichtung der Unterlagen, wenn die Gespräche enden.
- Eine Laufzeit, üblicherweise zwei bis drei Jahre nach der letzten Offenlegung.

In Deutschland enthalten NDAs häufig eine Vertragsstrafe, weil sich der tatsächliche Schaden durch ein Informationsleck nur schwer beweisen lässt. Eine Vertragsstrafe muss verhältnismäßig sein, um durchsetzbar zu sein, gibt dem NDA aber echten Biss.

## Das Informationsmemorandum

Nach dem NDA erhalten ernsthafte Interessenten das Informationsmemorandum, meist 20 bis 50 Seiten. Es nennt das Unternehmen und behandelt Geschichte, Produkte und Leistungen, Markt und Wettbewerb, Kunden (oft noch ohne Namen, aber mit Umsatzanteilen), Organisation und Schlüsselpersonen, Standorte, die finanzielle Entwicklung mit Erläuterungen sowie eine Planung oder einen Ausblick. Es muss zutreffend sein: Aussagen im Memorandum können später die Grundlage für Ansprüche werden, wenn sie sich als irreführend erweisen.

Manche Verkäufer halten besonders sensible Angaben auch in dieser Phase noch zurück, etwa Kundennamen oder Margen je Kunde, und geben sie erst den ein oder zwei Bietern frei, die nach den indikativen Angeboten übrig bleiben.

## Wie ein Marktplatz hineinpasst

Eine Plattform wie unsere bildet diese Stufen fest ab. Verkäufer veröffentlichen eine anonymisierte Beschreibung, die verifizierte Käufer sehen; vollständige Angaben werden erst freigegeben, wenn ein NDA unterzeichnet ist und der Käufer das Inserat freischaltet. Jedes Konto wird von einem Administrator geprüft, bevor es Inserate sehen kann, sodass anonyme Neugierige außen vor bleiben.

## Praktische Tipps für Verkäufer

Halten Sie fest, wer welches Dokument wann erhalten hat. Versehen Sie das Memorandum mit einem Wasserzeichen mit dem Namen des Empfängers. Schicken Sie die vollständigen Finanzzahlen nicht per E-Mail an jemanden, der nur den Teaser kennt. Und legen Sie mit Ihrem Team vorher fest, wer antwortet, wenn ein Kunde oder Mitarbeitender fragt, ob das Unternehmen verkauft wird: Eine vorbereitete, ehrliche, aber begrenzte Antwort ist besser als ein improvisiertes Dementi.
`,
    },
    {
      id: 'choosing-the-right-buyer',
      title: 'Strategischer, Finanz- oder Privatkäufer? An wen Sie verkaufen',
      excerpt:
        'Verschiedene Käufer bezahlen für verschiedene Dinge und führen das Unternehmen danach unterschiedlich. Wer ihre Logik versteht, spricht die Richtigen an und vergleicht Angebote sauber.',
      publishedAt: '2024-05-22',
      body: `
Wenn Inhaber an einen Verkauf denken, haben sie oft einen idealen Käufer vor Augen. Tatsächlich gibt es mehrere recht unterschiedliche Käufergruppen, jede mit ihrer eigenen Art, ein Unternehmen zu bewerten, den Kauf zu finanzieren und es danach zu führen. Wer sie kennt, entscheidet besser, wen er anspricht und wie er ihre Angebote liest.

## Strategische Käufer

Ein strategischer Käufer ist ein Unternehmen aus derselben oder einer benachbarten Branche: ein Wettbewerber, ein Lieferant, ein Kunde oder ein Unternehmen, das in Ihren Markt eintreten will. Strategische Käufer können oft mehr bezahlen, weil sie Synergien erwarten, etwa einen gemeinsamen Einkauf, Zugang zu Ihren Kunden oder die Schließung eines doppelten Standorts. Außerdem verstehen sie Ihr Geschäft schnell.

Die Kehrseite: Wer mit einem Wettbewerber spricht, gibt sensible Informationen an jemanden weiter, der sie nutzen könnte, wenn der Verkauf scheitert; die Informationen müssen also sorgfältig gestaffelt werden. Strategische Käufer integrieren das übernommene Unternehmen zudem meist, was eine neue Marke, ein neues IT-System und manchmal Stellenabbau bedeuten kann. Ist Ihnen Kontinuität wichtig, fragen Sie früh, wie die Integration geplant ist.

## Finanzinvestoren

Private-Equity-Fonds, Family Offices und Beteiligungsgesellschaften kaufen Unternehmen als Kapitalanlage. Fonds planen meist, ein Unternehmen einige Jahre zu halten und dann weiterzuverkaufen; sie achten daher auf stabile Cashflows, Wachstumspotenzial und ein Management, das das Geschäft führen kann. Viele kleinere Fonds suchen eine Plattform, an die sie weitere Zukäufe anhängen, eine sogenannte Buy-and-Build-Strategie.

Finanzinvestoren wollen oft, dass das bisherige Management bleibt, und bitten den Verkäufer mitunter, einen Teil des Erlöses zu reinvestieren und eine Minderheitsbeteiligung zu behalten. Das kann attraktiv sein: Beim späteren Verkauf durch den Investor erhalten Sie eine zweite Auszahlung. Es bedeutet aber auch, dass Sie noch einige Jahre an das Unternehmen und seinen neuen Eigentümer gebunden bleiben.

## Privatkäufer und Unternehmer auf Übernahmesuche

Für viele kleine Unternehmen ist der wahrscheinlichste Käufer eine Einzelperson: eine erfahrene Führungskraft, die ein eigenes Unternehmen leiten möchte (Management-Buy-in), oder ein Team aus dem eigenen Haus (Management-Buy-out). Privatkäufer finanzieren den Kauf meist mit einer Mischung aus Ersparnissen, Bankkrediten, oft Förderkrediten, und manchmal einem Darlehen des Verkäufers.

Sie bringen persönlichen Einsatz und häufig Kontinuität für die Belegschaft mit, ihre Finanzierungskraft ist aber begrenzt. Rechnen Sie mit mehr Fragen dazu, ob die Bank mitgeht, und seien Sie bereit, über ein Verkäuferdarlehen oder eine längere Übergabe nachzudenken.

## Angebote vergleichen, die unterschiedlich aussehen

Angebote unterscheiden sich selten nur im Preis. Ein Käufer zahlt vielleicht mehr bei Abschluss, verlangt aber weitreichende Garantien; ein anderer bietet eine höhere Zahl, die von einem Earn-out abhängt. Achten Sie beim Vergleich auf:

- Den bei Vollzug gezahlten Betrag im Vergleich zu späteren oder bedingten Zahlungen.
- Die Finanzierung: Ist sie gesichert oder hängt sie von der Zustimmung einer Bank ab?
- Garantien, Freistellungen und etwaige Einbehalte oder Treuhandkonten.
- Ihre Rolle nach dem Verkauf und deren Dauer.
- Die Pläne für Mitarbeitende, Standort und Firmennamen.
- Wie schnell und verlässlich der Käufer abschließen kann.

Ein sicheres Angebot zu einem etwas niedrigeren Preis schlägt oft ein höheres mit unsicherer Finanzierung.

## Breit, aber kontrolliert ansprechen

Wer nur einen Käufer anspricht, verzichtet auf Wettbewerb und schwächt seine Verhandlungsposition. Wer alle anspricht, riskiert Indiskretionen. Ein sinnvoller Mittelweg ist eine Auswahlliste über alle Käufergruppen hinweg, wobei die sensibelsten Kandidaten, etwa direkte Wettbewerber, Informationen später und weniger ausführlich erhalten.
`,
    },
    {
      id: 'reducing-owner-dependence',
      title: 'Inhaberabhängigkeit vor dem Verkauf reduzieren',
      excerpt:
        'Läuft das Unternehmen nicht ohne seinen Inhaber, zahlen Käufer weniger oder knüpfen den Preis an Ihr Bleiben. So machen Sie sich rechtzeitig ersetzbar.',
      publishedAt: '2025-02-11',
      body: `
Viele erfolgreiche kleine Unternehmen sind um ihren Gründer herum gebaut. Der Inhaber kennt jeden wichtigen Kunden beim Namen, kalkuliert die schwierigen Angebote, verhandelt mit der Bank und löst die technischen Probleme, an denen alle anderen scheitern. Solange Sie das Unternehmen führen, ist das eine Stärke; wenn Sie es verkaufen wollen, eine Schwäche.

## Warum Käufer darauf achten

Ein Käufer bezahlt künftige Erträge. Hängen diese Erträge an einer Person, die bald geht, trägt der Käufer das Risiko, dass Kunden, Mitarbeitende oder Wissen mit ihr gehen. Käufer schützen sich auf vorhersehbare Weise: mit einem niedrigeren Preis, einem größeren Anteil des Kaufpreises als Earn-out, einer langen Beratungsphase für den Verkäufer oder indem sie schlicht absagen. Die Abhängigkeit von Ihrer Person zu verringern, ist deshalb einer der direktesten Wege, Preis und Struktur eines Angebots zu verbessern.

## Herausfinden, wo Sie unersetzlich sind

Nehmen Sie einen normalen Monat und notieren Sie jede Entscheidung, die nur Sie treffen können, und jede Beziehung, die nur Sie pflegen. Typisch sind Preise und Angebote ab einer bestimmten Größe, die Beziehungen zu den wichtigsten Kunden, Verhandlungen mit Lieferanten, Einstellungen, technische Freigaben und die Bankverbindung. Stellen Sie Ihrem Team dieselbe Frage; dessen Liste ist oft länger als Ihre.

## Eine zweite Führungsebene aufbauen

Das überzeugendste Signal für einen Käufer ist eine fähige Person oder ein kleines Team, das das Tagesgeschäft bereits führt. Das kann eine Betriebsleiterin, ein Vertriebsleiter oder eine technische Leitung sein. Geben Sie ihnen echte Befugnisse, einschließlich Budget und Zeichnungsrecht in bestimmten Grenzen, und lassen Sie sie Fehler machen, solange Sie noch da sind, um zu helfen. Ein Käufer wird sie kennenlernen wollen und fragen, ob sie bleiben; denken Sie über Halteprämien nach, etwa einen Bonus, der einige Monate nach dem Verkauf fällig wird.

## Kundenbeziehungen gezielt übertragen

Stellen Sie Ihre Kundenbetreuer den wichtigen Kunden lange vor einem Verkauf vor und lassen Sie sie die regelmäßigen Termine führen. Mit der Zeit sollten Kunden sie anrufen statt Sie. Schriftliche Rahmenverträge mit wichtigen Kunden helfen ebenfalls, weil sie die Beziehung weniger persönlich und für einen Käufer leichter einschätzbar machen.

## Aufschreiben, was in Ihrem Kopf steckt

Dokumentieren Sie die Abläufe, auf die es ankommt: wie Angebote kalkuliert werden, wie die Produktion geplant wird, welche Lieferanten wofür und warum genutzt werden, wie mit Qualitätsproblemen umgegangen wird. Dafür braucht es kein Qualitätsmanagement-Handbuch; ein übersichtlicher Ordner mit Verfahrensbeschreibungen und Checklisten genügt. Er schützt das Unternehmen auch, falls Sie unerwartet ausfallen.

## Machen Sie richtig Urlaub

Ein praktischer Test: Fahren Sie drei Wochen weg und bleiben Sie außer in Notfällen unerreichbar. Was ist schiefgegangen? Welche Anrufe haben auf Sie gewartet? Jeder Punkt ist eine Aufgabe für die nächsten Monate. Läuft das Unternehmen ohne Sie gut, können Sie das einem Käufer mit Überzeugung sagen, und es wird sich in den Zahlen zeigen.

## Der richtige Zeitpunkt

Inhaberabhängigkeit abzubauen dauert, realistisch ein bis drei Jahre, weil Beziehungen und Vertrauen Zeit brauchen, um überzugehen. Wer früh beginnt, sorgt außerdem dafür, dass die Zahlen dieser Jahre die neue Struktur widerspiegeln, einschließlich der Kosten für die zusätzlichen Führungskräfte. Käufer rechnen ein fehlendes Geschäftsführergehalt ohnehin heraus; besser ist es, die echten Kosten eines Unternehmens zu zeigen, das ohne Sie läuft.
`,
    },
    {
      id: 'company-sale-process-step-by-step',
      title: 'Der Unternehmensverkauf Schritt für Schritt',
      excerpt:
        'Vom ersten Gespräch bis zum Tag, an dem das Geld eingeht, durchläuft ein typischer Verkauf im Mittelstand etwa acht Phasen. Wer sie kennt, plant Zeit, Kosten und Vertraulichkeit besser.',
      publishedAt: '2026-01-13',
      body: `
Ein Unternehmensverkauf ist ein Projekt mit Anfang, Mitte und Ende. Im Detail unterscheiden sich die Prozesse, doch für ein kleines oder mittleres Unternehmen sind die folgenden Phasen typisch. Als Faustregel sollten Sie vom Beginn der Vorbereitung bis zum Vollzug sechs bis zwölf Monate einplanen, mitunter länger, wenn Finanzierungen oder behördliche Genehmigungen dazukommen.

## 1. Vorbereitung und Bewertung

Sie tragen die Finanzzahlen zusammen, bereinigen die Ergebnisse, erkennen Risiken und bilden sich ein realistisches Bild der Wertspanne. In dieser Phase entscheiden Sie auch, welche Transaktionsstruktur Sie bevorzugen, und beauftragen Berater. Eine realistische Preiserwartung zu diesem Zeitpunkt erspart spätere Enttäuschungen.

## 2. Vermarktungsunterlagen und Käuferliste

Der Teaser (anonym, ein bis zwei Seiten) und das Informationsmemorandum (ausführlich, nach NDA) werden erstellt. Parallel entsteht eine Liste möglicher Käufer: strategische Käufer, Finanzinvestoren und Privatkäufer. Auf einem Marktplatz ersetzt die Veröffentlichung eines anonymisierten Inserats einen Teil dieses Schritts, und verifizierte Käufer können auf Sie zukommen.

## 3. Erster Kontakt und NDAs

Mögliche Käufer erhalten den Teaser. Wer interessiert ist, unterzeichnet eine Vertraulichkeitsvereinbarung und erhält dann das Informationsmemorandum. Halten Sie fest, wer unterzeichnet hat und was er bekommen hat.

## 4. Indikative Angebote

Nach Durchsicht des Memorandums geben Interessenten unverbindliche indikative Angebote ab, meist eine Preisspanne, die geplante Struktur, die Finanzierung und wesentliche Bedingungen. Sie wählen eine kleine Gruppe, oft zwei bis vier, für die nächste Runde aus. Allein nach dem Preis auszuwählen, ist ein Fehler; Glaubwürdigkeit und Finanzierung zählen genauso.

## 5. Managementgespräche und Absichtserklärung

Die ausgewählten Käufer treffen Inhaber und Geschäftsleitung, oft verbunden mit einer Betriebsbesichtigung. Der bevorzugte Käufer unterzeichnet dann eine Absichtserklärung (Letter of Intent), die den Preis oder Preismechanismus, die Struktur, den Zeitplan und eine Exklusivitätsphase festhält. Exklusivität verschiebt die Verhandlungsmacht zum Käufer; Preis und wesentliche Bedingungen sollten daher so klar wie möglich sein, bevor Sie sie gewähren.

## 6. Due Diligence

Der Käufer und seine Berater prüfen das Unternehmen über einen Datenraum im Detail: finanziell, steuerlich, rechtlich, kommerziell und je nach Geschäft auch technisch, umweltbezogen oder in der IT. Fragen werden schriftlich ausgetauscht. Bei einem mittelständischen Unternehmen dauert diese Phase meist vier bis acht Wochen. Erkenntnisse daraus können zu Preisanpassungen, besonderen Freistellungen oder Bedingungen führen.

## 7. Verhandlung des Kaufvertrags

Meist parallel zur Due Diligence verhandeln die Anwälte den Anteils- oder Asset-Kaufvertrag: Kaufpreis und Zahlungsbedingungen, Garantien, Freistellungen, Haftungshöchstbeträge, Wettbewerbsverbote und Vollzugsbedingungen. Der Verkauf von Geschäftsanteilen an einer deutschen GmbH muss notariell beurkundet werden, und der Notar verliest den gesamten Vertrag bei der Beurkundung; die endgültigen Entwürfe müssen also rechtzeitig fertig sein.

## 8. Signing und Closing

Beim Signing wird der Vertrag geschlossen; beim Closing gehen Eigentum und Kaufpreis tatsächlich über. Beides kann am selben Tag stattfinden oder Wochen auseinanderliegen, wenn zuvor Bedingungen erfüllt werden müssen, etwa eine Freigabe durch die Fusionskontrolle, die endgültige Zusage einer Bank oder Zustimmungen Dritter. Nach dem Closing folgt die Übergabe: Mitarbeitende, Kunden und Lieferanten werden informiert, und die vereinbarte Übergangszeit für den Verkäufer beginnt.

## Kosten, die Sie einplanen sollten

Planen Sie Beraterhonorare ein (bei einem M&A-Berater oft ein monatliches Fixum plus Erfolgshonorar), Rechts- und Steuerberatung, den Notar und Ihre eigene Zeit. Auf unserer Plattform erhalten Scouts, die einen erfolgreich abgeschlossenen Deal anbahnen, eine Erfolgsprovision, und Käufer zahlen eine Gebühr, um die vollständigen Angaben eines Inserats freizuschalten; die aktuellen Beträge finden Sie in den Nutzungsbedingungen.
`,
    },
  ],
  'de',
);
