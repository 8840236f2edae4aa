import { defineArticles } from '../articles/define';

export const legalAndTaxArticlesDe = defineArticles(
  'legal-and-tax',
  [
    {
      id: 'share-purchase-agreement-key-clauses',
      title: 'Der Anteilskaufvertrag: die wichtigsten Klauseln erklärt',
      excerpt:
        'Der Anteilskaufvertrag macht aus Monaten der Verhandlung verbindliche Pflichten. Ein geführter Rundgang durch seine wichtigsten Klauseln für Inhaber, die zum ersten Mal einen unterschreiben.',
      publishedAt: '2024-02-27',
      body: `
Ist der Verkauf einer deutschen GmbH vereinbart, unterzeichnen die Parteien einen Anteilskaufvertrag (Share Purchase Agreement, SPA). Weil die Übertragung von GmbH-Anteilen beurkundet werden muss, wird der gesamte Vertrag samt Anlagen von einem Notar beurkundet, der ihn im Beurkundungstermin vorliest. Schon deshalb lohnt es sich, die wichtigsten Klauseln vor diesem Tag zu verstehen: Änderungen am Tisch des Notars sind teuer und belastend.

## Parteien und Kaufgegenstand

Der Vertrag bezeichnet Verkäufer, Käufer und Gesellschaft und bestimmt die verkauften Anteile nach ihren Nummern und Nennbeträgen laut Gesellschafterliste. Ist der Verkäufer eine verheiratete Person, sollte geprüft werden, ob nach dem ehelichen Güterrecht die Zustimmung des Ehepartners nötig ist; das kann gelten, wenn jemand über sein Vermögen im Ganzen verfügt.

## Kaufpreis und Zahlung

Diese Klausel legt den Preis oder den Preismechanismus fest: Unternehmenswert mit Anpassungen für Nettofinanzverschuldung und Working Capital über eine Abschlussbilanz oder einen Festpreis mit Locked Box und Schutz vor Wertabflüssen (Leakage). Sie regelt außerdem Zahlungstermine, Treuhandkonten oder Einbehalte, Earn-out-Regelungen und Verkäuferdarlehen. Genaue Definitionen von Schulden, Barmitteln und Working Capital sind unerlässlich, meist in Anlagen mit Beispielrechnungen.

## Signing, Bedingungen und Closing

Das Signing begründet die Pflichten; beim Closing gehen die Anteile gegen Zahlung über. Dazwischen müssen womöglich Bedingungen eintreten: eine Freigabe der Fusionskontrolle bei größeren Deals, eine investitionsrechtliche Prüfung in sensiblen Branchen, Zustimmungen wichtiger Vertragspartner oder die Finanzierung. Der Vertrag listet die Bedingungen, die Schritte am Vollzugstag und ein Enddatum (Long-stop Date) auf, nach dem jede Seite zurücktreten kann, wenn die Bedingungen nicht eingetreten sind.

## Geschäftsführung bis zum Closing

Liegt zwischen Signing und Closing Zeit, verpflichtet sich der Verkäufer, die Gesellschaft im gewöhnlichen Geschäftsgang zu führen und bestimmte Maßnahmen nicht ohne Zustimmung des Käufers zu ergreifen, etwa Ausschüttungen, neue Schulden oder die Einstellung und Entlassung leitender Mitarbeitender.

## Garantien

Das gesetzliche Gewährleistungsrecht des Kaufrechts passt schlecht auf Unternehmenskäufe; Anteilskaufverträge ersetzen es daher durch selbstständige Garantien des Verkäufers, die einzeln aufgeführt werden: dass die Anteile ihm gehören und unbelastet sind, die Abschlüsse ordnungsgemäß aufgestellt wurden, wesentliche Verträge bestehen und nicht gekündigt sind, Genehmigungen vorliegen, keine verschwiegenen Streitigkeiten bestehen und vieles mehr. Die gesetzlichen Rechtsbehelfe werden weitgehend ausgeschlossen und durch das vertragliche System ersetzt.

## Freistellungen

Freistellungen decken bestimmte, in der Due Diligence erkannte Risiken ab, etwa Steuern für Zeiträume vor dem Closing, einen bekannten Rechtsstreit oder Altlasten. Anders als Garantien gelten sie unabhängig von der Kenntnis des Käufers und meist ab dem ersten Euro.

## Haftungsbeschränkungen

Die Haftung des Verkäufers wird auf mehrere Arten begrenzt: durch eine Bagatellgrenze (De-minimis), unterhalb derer einzelne Ansprüche unberücksichtigt bleiben, einen Freibetrag (Basket), den die Ansprüche insgesamt überschreiten müssen, eine Haftungshöchstgrenze, Verjährungsfristen und den Ausschluss von Umständen, die der Käufer aus dem Datenraum kannte. Diese Grenzen gehören in jedem Anteilskaufvertrag zu den am stärksten verhandelten Punkten.

## Wettbewerbsverbot und weitere Pflichten

Der Verkäufer verpflichtet sich in der Regel, der Gesellschaft für einen Zeitraum nach dem Closing keine Konkurrenz zu machen und weder ihre Mitarbeitenden noch ihre Kunden abzuwerben, in den Grenzen, die Kartellrecht und Rechtsprechung setzen.

## Schlussbestimmungen

Vertraulichkeit, Kosten (die Notarkosten trägt meist der Käufer), anwendbares Recht und Streitbeilegung, bei größeren Deals oft ein Schiedsverfahren, bei kleineren die ordentlichen Gerichte.

## Praktischer Rat

Bitten Sie Ihren Anwalt um eine einseitige Zusammenfassung der kaufmännischen Punkte und der Risikoverteilung im aktuellen Entwurf. Lesen Sie sie vor dem Hintergrund Ihrer Prioritäten. Den meisten Verkäufern sind wenige Dinge wichtig: der Preis, den sie tatsächlich erhalten, der Höchstbetrag, den sie zurückzahlen müssten, und wie lange dieses Risiko besteht.
`,
    },
    {
      id: 'warranties-indemnities-and-wi-insurance',
      title: 'Garantien, Freistellungen und W&I-Versicherung',
      excerpt:
        'Wer zahlt, wenn sich nach dem Closing etwas als falsch herausstellt? Wie Garantien und Freistellungen Risiken verteilen, wie die Haftung begrenzt wird und wann eine Garantieversicherung hilft.',
      publishedAt: '2024-12-03',
      body: `
Ein Käufer kann vor dem Kauf nie alles über ein Unternehmen wissen. Der Kaufvertrag verteilt deshalb das Risiko unbekannter Probleme zwischen Käufer und Verkäufer. Garantien, Freistellungen und ihre Beschränkungen sind die Werkzeuge; die Garantieversicherung (Warranty & Indemnity, W&I) ist ein Weg, einen Teil dieses Risikos auf einen Dritten zu übertragen.

## Garantien

Eine Garantie ist eine Aussage des Verkäufers über das Unternehmen, abgegeben als vertragliche Zusicherung: Die Abschlüsse sind richtig, das Unternehmen hat alle erforderlichen Genehmigungen, es gibt außer den aufgeführten keine laufenden Streitigkeiten und so weiter. Ist eine Garantie unzutreffend, kann der Käufer Schadensersatz verlangen, in der Regel in Form der Herstellung des Zustands, der bestünde, wenn die Aussage zuträfe.

Garantien können uneingeschränkt oder auf die Kenntnis beschränkt sein, etwa „nach Kenntnis des Verkäufers beabsichtigt kein Kunde zu kündigen“. Kenntnisvorbehalte verlagern Risiko auf den Käufer, und ihre Definition ist wichtig: Wessen Kenntnis zählt, und gehört dazu, was der Verkäufer bei zumutbarer Nachforschung hätte wissen müssen?

## Offenlegung

Ein Verkäufer schützt sich vor Garantieansprüchen, indem er bekannte Themen offenlegt. In der deutschen Praxis schließen Umstände, die im Datenraum angemessen offengelegt wurden, Ansprüche je nach Vertragswortlaut meist aus. Käufer versuchen, das auf konkrete Offenlegungen zu einzelnen Garantien zu beschränken; Verkäufer bevorzugen eine allgemeine Offenlegung des gesamten Datenraums.

## Freistellungen

Eine Freistellung ist das Versprechen, für ein bestimmtes, erkanntes Risiko einzustehen, etwa für Steuern aus Zeiträumen vor dem Closing, den Ausgang eines bekannten Prozesses oder die Kosten der Sanierung bekannter Altlasten. Weil der Käufer das Risiko kannte, wäre es von Garantieansprüchen ausgeschlossen; die Freistellung deckt es ausdrücklich ab, oft ohne die Beschränkungen, die für Garantien gelten.

## Beschränkungen

Typische Beschränkungen sind eine Bagatellgrenze für einzelne Ansprüche, ein Freibetrag für die Summe der Ansprüche (entweder als Abzugsfranchise, bei der nur der übersteigende Betrag gezahlt wird, oder als Freigrenze, bei der der gesamte Betrag fällig wird, sobald sie überschritten ist), eine Haftungshöchstgrenze und Verjährungsfristen. Als Faustregel sind allgemeine Garantien bei Mittelstandstransaktionen oft auf einen Bruchteil des Kaufpreises begrenzt und verjähren nach achtzehn bis vierundzwanzig Monaten, während Garantien zum Rechtsbestand der Anteile und Steuerfreistellungen höhere Grenzen und längere Fristen haben. Diese Werte werden einzeln verhandelt und schwanken stark.

## Ansprüche absichern

Ein Garantieanspruch ist nur so gut wie die Zahlungsfähigkeit des Verkäufers. Käufer verlangen daher, dass ein Teil des Preises auf einem Treuhandkonto verwahrt oder einbehalten wird, oder verrechnen mit späteren Zahlungen wie Earn-outs oder Verkäuferdarlehen. Verkäufer, die den Erlös sofort verteilen, sollten wissen, dass sie womöglich etwas zurückzahlen müssen.

## W&I-Versicherung

Eine W&I-Police, meist vom Käufer abgeschlossen, deckt Schäden aus Garantieverletzungen und in manchen Fällen die Steuerfreistellung. Der Käufer hält sich an den Versicherer statt an den Verkäufer. So kann der Verkäufer einer sehr niedrigen Haftungsgrenze zustimmen, manchmal einem symbolischen Betrag, und den Preis mit geringem Rückzahlungsrisiko vereinnahmen. Der Käufer gewinnt ein zahlungsfähiges Gegenüber.

Die Police schließt aus, was dem Käufer bekannt ist, in der Due Diligence erkannte Risiken, zukunftsbezogene Aussagen und bestimmte Kategorien wie Unterdeckungen bei Pensionen oder Bußgelder. Versicherer verlangen einen ordentlichen Due-Diligence-Prozess mit Berichten. Die Prämie ist eine Einmalzahlung, berechnet als Prozentsatz der Versicherungssumme, und es gibt einen Selbstbehalt, den der Käufer selbst trägt.

## Lohnt sich das bei kleinen Deals?

Früher machten Mindestprämien die W&I-Versicherung für kleinere Transaktionen unwirtschaftlich. Der Markt hat sich entwickelt, und Policen für kleinere Deals sind erhältlich, wenn auch nicht immer zu angemessenen Kosten. Vergleichen Sie bei einer Mittelstandstransaktion die Prämie mit dem Wert des Risikoschutzes und eines sauberen Ausstiegs für den Verkäufer, der im Gegenzug einen besseren Preis ermöglichen kann.
`,
    },
    {
      id: 'how-a-company-sale-is-taxed-in-germany',
      title: 'Wie der Verkauf eines Unternehmens in Deutschland besteuert wird',
      excerpt:
        'Derselbe Preis kann nach Steuern zu sehr unterschiedlichen Beträgen führen, je nach Rechtsform, Transaktionsstruktur und Alter des Verkäufers. Ein Überblick über die wichtigsten Regeln für Inhaber.',
      publishedAt: '2025-02-25',
      body: `
Für die meisten Verkäufer zählt nicht der Preis, sondern was nach Steuern bleibt. In Deutschland hängt die Antwort vor allem von drei Faktoren ab: ob der Verkäufer Anteile an einer Kapitalgesellschaft hält oder ein Einzelunternehmen bzw. einen Anteil an einer Personengesellschaft besitzt; ob die Anteile privat oder über eine Holding gehalten werden; und ob Anteile oder Wirtschaftsgüter verkauft werden. Dieser Überblick erklärt die wichtigsten Regeln. Er ersetzt keine individuelle Steuerberatung, die Sie einholen sollten, bevor Sie die Struktur eines Verkaufs vereinbaren.

## Privat gehaltene GmbH-Anteile

Verkauft eine natürliche Person Anteile an einer Kapitalgesellschaft und war sie in den letzten fünf Jahren irgendwann zu mindestens einem Prozent beteiligt, wird der Gewinn als gewerbliche Einkünfte besteuert. Nach dem Teileinkünfteverfahren unterliegen 60 Prozent des Gewinns der Einkommensteuer, 40 Prozent sind steuerfrei. Entsprechend sind nur 60 Prozent der damit zusammenhängenden Kosten abziehbar. Gegebenenfalls kommen Solidaritätszuschlag und Kirchensteuer hinzu. Bei kleineren Beteiligungen unter einem Prozent gilt stattdessen die Abgeltungsteuer.

## Über eine Holding gehaltene Anteile

Hält eine Kapitalgesellschaft die Anteile, etwa eine persönliche Holding-GmbH, sind 95 Prozent des Gewinns von Körperschaft- und Gewerbesteuer befreit; die effektive Steuerbelastung ist also gering. Der Erlös bleibt in der Holding und wird erst bei Ausschüttung an den Inhaber besteuert. Das macht Holdingstrukturen für Inhaber attraktiv, die reinvestieren wollen.

Vorsicht bei Umstrukturierungen in letzter Minute: Wurden Anteile unter dem Marktwert in eine Holding eingebracht, kann ein Verkauf innerhalb von sieben Jahren eine rückwirkende Besteuerung der Einbringung auslösen, vermindert um ein Siebtel für jedes volle abgelaufene Jahr. Holdingstrukturen müssen lange vor einem Verkauf eingerichtet werden.

## Einzelunternehmen und Personengesellschaften

Verkauft eine natürliche Person ein ganzes Unternehmen oder einen ganzen Anteil an einer Personengesellschaft, wird der Gewinn als Einkommen besteuert, mit zwei möglichen Vergünstigungen für Verkäufer, die das 55. Lebensjahr vollendet haben oder dauerhaft berufsunfähig sind. Einmal im Leben steht ein Freibetrag von 45.000 Euro zur Verfügung, der sich verringert, soweit der Gewinn 136.000 Euro übersteigt. Zusätzlich kann einmal im Leben für Gewinne bis fünf Millionen Euro ein ermäßigter Steuersatz von 56 Prozent des durchschnittlichen Steuersatzes beantragt werden. Ohne diese Vergünstigungen kann eine andere Tarifermäßigung (Fünftelregelung) die Progression abmildern. Der Gewinn einer natürlichen Person aus der Veräußerung eines ganzen Betriebs unterliegt in der Regel nicht der Gewerbesteuer.

## Asset Deal durch eine Kapitalgesellschaft

Verkauft eine GmbH ihr Betriebsvermögen, statt dass der Inhaber die Anteile verkauft, entsteht der Gewinn in der GmbH und unterliegt Körperschaft- und Gewerbesteuer, je nach Gemeinde zusammen rund 30 Prozent. Wird der Erlös an den Gesellschafter ausgeschüttet, wird er als Dividende erneut besteuert. Die Gesamtbelastung liegt deutlich über der eines Share Deals; deshalb bestehen Verkäufer von GmbHs meist auf dem Verkauf der Anteile.

## Spätere und bedingte Zahlungen

Earn-outs, Verkäuferdarlehen und Treuhandregelungen werfen Fragen des Zeitpunkts auf: Wann wird der Gewinn besteuert, und was passiert, wenn ein gestundeter Betrag nie gezahlt wird? Die Antworten hängen von der Rechtsform und vom Vertragswortlaut ab. Stimmen Sie diese Klauseln vor der Unterschrift mit Ihrem Steuerberater ab.

## Weitere Steuern

Grunderwerbsteuer kann anfallen, wenn im Asset Deal Grundbesitz unmittelbar übertragen wird oder wenn 90 Prozent oder mehr der Anteile an einer grundbesitzenden Gesellschaft übergehen. Der Verkauf eines ganzen Unternehmens im Asset Deal ist in der Regel nicht umsatzsteuerbar. Auch für den Käufer zählt die Struktur: Im Asset Deal lässt sich der Kaufpreis abschreiben, im Share Deal nicht.

## Früh planen

Viele steuerliche Vorteile hängen an Voraussetzungen, die vor dem Verkauf erfüllt sein müssen: Haltefristen, Altersgrenzen, die Rechtsform. Ein Gespräch mit dem Steuerberater zwei bis drei Jahre vor einem geplanten Verkauf gehört zu den wertvollsten Schritten, die ein Verkäufer gehen kann.
`,
    },
    {
      id: 'employees-in-a-business-transfer',
      title: 'Mitarbeitende beim Betriebsübergang: § 613a BGB in der Praxis',
      excerpt:
        'Beim Asset Deal gehen Arbeitsverhältnisse kraft Gesetzes auf den Käufer über. Was die Regel erfasst, welche Informationen Mitarbeitende erhalten müssen und was beim Share Deal anders ist.',
      publishedAt: '2025-08-19',
      body: `
Mitarbeitende sind das Herz der meisten kleinen und mittleren Unternehmen, und das deutsche Recht schützt sie, wenn der Betrieb den Eigentümer wechselt. Die zentrale Regel ist § 613a BGB, der auf der EU-Richtlinie über den Betriebsübergang beruht. Käufer und Verkäufer, die sie missachten, riskieren unwirksame Kündigungen, Ansprüche und Unruhe in der Belegschaft.

## Wann die Regel gilt

§ 613a BGB gilt, wenn ein Betrieb oder Betriebsteil durch Rechtsgeschäft auf einen neuen Inhaber übergeht, typischerweise beim Asset Deal. Entscheidend ist, ob eine wirtschaftliche Einheit nach dem Übergang ihre Identität bewahrt; dabei zählen Faktoren wie die Übertragung von Betriebsmitteln, Kunden und Belegschaft und die Fortführung ähnlicher Tätigkeiten. Beim Share Deal gilt die Regel nicht, weil sich der Arbeitgeber, die Gesellschaft selbst, nicht ändert.

## Was mit den Arbeitsverhältnissen geschieht

Der Käufer wird kraft Gesetzes Arbeitgeber der Mitarbeitenden, die dem übertragenen Betrieb zugeordnet sind, mit allen Rechten und Pflichten. Betriebszugehörigkeit, Gehälter, Urlaubsansprüche und Pensionszusagen bestehen fort. Regelungen aus Tarifverträgen oder Betriebsvereinbarungen, die vor dem Übergang galten, gelten in der Regel als individuelle Arbeitsbedingungen weiter und dürfen ein Jahr lang nicht zum Nachteil der Mitarbeitenden geändert werden, sofern beim Käufer keine anderen Tarifverträge gelten.

Der Käufer kann nicht wählen, nur einige Mitarbeitende des übertragenen Bereichs zu übernehmen. Umgekehrt übernimmt er keine Mitarbeitenden, die dem übertragenen Betrieb nicht zugeordnet waren.

## Unterrichtung und Widerspruch

Verkäufer und Käufer müssen die betroffenen Mitarbeitenden vor dem Übergang schriftlich über Zeitpunkt, Grund, rechtliche, wirtschaftliche und soziale Folgen sowie die in Aussicht genommenen Maßnahmen unterrichten. Jede Person kann innerhalb eines Monats nach ordnungsgemäßer Unterrichtung widersprechen; dann bleibt ihr Arbeitsverhältnis beim Verkäufer, der ihr gegebenenfalls betriebsbedingt kündigen kann, wenn keine Arbeit mehr vorhanden ist.

Das Unterrichtungsschreiben muss zutreffend und vollständig sein. Ist es fehlerhaft, beginnt die Monatsfrist nicht, und Mitarbeitende können noch viel später widersprechen. Dieses Schreiben sorgfältig und mit rechtlicher Beratung zu verfassen, gehört beim Asset Deal zu den wichtigsten praktischen Schritten.

## Kündigungen

Eine Kündigung wegen des Betriebsübergangs ist unwirksam. Kündigungen aus anderen Gründen, etwa aufgrund eines echten Restrukturierungskonzepts, bleiben möglich, doch die Gerichte prüfen die Abgrenzung genau. Käufer, die Personal abbauen wollen, sollten das mit einem Arbeitsrechtler besprechen, bevor sie den Deal strukturieren.

## Haftung für bestehende Verpflichtungen

Der Verkäufer haftet neben dem Käufer als Gesamtschuldner für Verpflichtungen, die vor dem Übergang entstanden sind und innerhalb eines Jahres danach fällig werden, anteilig nach der verstrichenen Zeit. Im Kaufvertrag verteilen die Parteien diese Verpflichtungen untereinander, etwa für aufgelaufenen Urlaub und Boni.

## Betriebsrat

Besteht ein Betriebsrat, kann ein Übergang, der mit Änderungen der Organisation verbunden ist, eine Beteiligung und in manchen Fällen Verhandlungen über einen Interessenausgleich und einen Sozialplan erfordern. In Unternehmen mit Wirtschaftsausschuss muss die Geschäftsleitung diesen über eine geplante Übernahme unterrichten, auch beim Share Deal, wenn dabei die Kontrolle über das Unternehmen erworben wird.

## Kommunikation zählt so viel wie das Recht

Über die rechtlichen Pflichten hinaus prägt die Art, wie Mitarbeitende von einem Verkauf erfahren, den Erfolg des Übergangs. Stimmen Sie die Botschaft zwischen Verkäufer und Käufer ab, informieren Sie Schlüsselpersonen persönlich und seien Sie auf Fragen zu Arbeitsplätzen, Bezahlung und Standort vorbereitet. Klare und frühe Kommunikation verhindert Gerüchte und den Verlust von Menschen, auf die ein Käufer gezählt hat.
`,
    },
    {
      id: 'non-compete-clauses-after-a-sale',
      title: 'Wettbewerbsverbote und Abwerbeverbote nach dem Unternehmensverkauf',
      excerpt:
        'Käufer wollen sicher sein, dass der Verkäufer nicht nebenan ein Konkurrenzunternehmen eröffnet. Was deutsches und europäisches Recht erlauben und wie man Beschränkungen formuliert, die halten.',
      publishedAt: '2026-05-12',
      body: `
Ein Käufer, der für den Geschäftswert eines Unternehmens zahlt, also für Kundenbeziehungen, Ruf und Know-how, erwartet, dass der Verkäufer ihn sich nicht durch Wettbewerb zurückholt. Kaufverträge enthalten daher fast immer ein Wettbewerbsverbot und verwandte Beschränkungen. Beschränkungen, die zu weit gehen, sind jedoch nichtig, und eine nichtige Klausel schützt niemanden.

## Warum Beschränkungen überhaupt zulässig sind

Das Kartellrecht verbietet grundsätzlich Vereinbarungen, die den Wettbewerb beschränken. Beschränkungen, die bei einem Unternehmensverkauf vereinbart werden, sind zulässig, soweit sie mit der Transaktion unmittelbar verbunden und für sie notwendig sind, weil der Käufer ohne sie nicht den vollen Wert des Gekauften erhielte. Die Bekanntmachung der Europäischen Kommission zu solchen Nebenabreden, die auch deutsche Behörden und Gerichte berücksichtigen, akzeptiert Wettbewerbsverbote von bis zu drei Jahren, wenn Geschäftswert und Know-how übertragen werden, und von bis zu zwei Jahren, wenn nur der Geschäftswert übergeht.

Deutsche Zivilgerichte kommen auf anderem Weg zu einer ähnlichen Grenze: Beschränkungen, die über das zum Schutz der berechtigten Interessen des Käufers Nötige hinausgehen, können sittenwidrig und damit nichtig sein. Für Gesellschafter und Geschäftsführer haben Gerichte wiederholt etwa zwei Jahre als üblicherweise zulässigen Zeitraum angesehen.

## Umfang: Tätigkeiten und Gebiet

Die Beschränkung muss sich auf die Tätigkeiten des verkauften Unternehmens beschränken, einschließlich der Produkte oder Leistungen, die es tatsächlich angeboten oder konkret vorbereitet hat, und auf das Gebiet, in dem es tätig war. Eine Klausel, die dem Verkäufer eines regionalen Installationsbetriebs jede Tätigkeit in der Baubranche in ganz Europa untersagt, wäre überzogen. Eine Klausel, die ihm zwei Jahre lang verbietet, dieselben Leistungen in den vom Unternehmen bedienten Regionen anzubieten, ist voraussichtlich angemessen.

## Abwerbeverbote für Kunden und Mitarbeitende

Eng verwandt sind Klauseln, die dem Verkäufer untersagen, Kunden des Unternehmens abzuwerben oder seine Mitarbeitenden einzustellen. Für sie gelten ähnliche Grenzen bei Dauer und Umfang, und sie lassen sich oft leichter rechtfertigen als ein umfassendes Wettbewerbsverbot, weil sie genau auf den Wert zielen, den der Käufer erworben hat.

## Verkäufer, die angestellt bleiben

Arbeitet der Verkäufer nach dem Verkauf als Angestellter für das Unternehmen weiter, erfordert ein nachvertragliches Wettbewerbsverbot im Arbeitsvertrag nach deutschem Handelsrecht für seine Dauer eine Entschädigung von mindestens der Hälfte der zuletzt bezogenen Vergütung. Für Geschäftsführer gelten andere Regeln, doch auch hier prüfen Gerichte genau, ob die Beschränkung angemessen ist. Verankern Sie das mit dem Verkauf verbundene Wettbewerbsverbot im Kaufvertrag und stimmen Sie es mit einem etwaigen Dienstvertrag ab.

## Folgen eines Verstoßes

Eine Vertragsstrafe für jeden Verstoß ist üblich, weil sich der tatsächliche Schaden schwer beweisen lässt. Der Käufer kann außerdem Unterlassung und Schadensersatz verlangen. Die Vertragsstrafe sollte verhältnismäßig sein; eine überhöhte Strafe kann herabgesetzt oder angegriffen werden.

## Übermaß zahlt sich nicht aus

Eine längere oder weitere Klausel zu formulieren in der Hoffnung, ein Gericht werde sie schon zurechtstutzen, ist riskant. Eine überlange Dauer können Gerichte in manchen Fällen auf das zulässige Maß zurückführen, ein überzogener räumlicher oder sachlicher Umfang kann aber die ganze Klausel nichtig machen. Präzise, maßvolle Formulierungen sind der beste Schutz.

## Hinweise für den Verkäufer

Prüfen Sie, ob die Beschränkung Raum für das lässt, was Sie als Nächstes vorhaben, etwa Investitionen in branchenfremde Unternehmen, kleine Beteiligungen an börsennotierten Gesellschaften oder Beratung in einem anderen Bereich. Solche Ausnahmen sollten in die Klausel aufgenommen werden.
`,
    },
  ],
  'de',
);
