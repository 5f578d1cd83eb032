import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Einzelne Einheit oder mehrere Einheiten: Welcher Objekttyp passt?',
    paragraphs: {
      p1: 'Eine einzelne Unterkunft wählen Sie, wenn Gäste sie komplett über ein Inserat mieten: ein Haus, eine Wohnung, ein Chalet. Mehrere Einheiten in einem Objekt wählen Sie, wenn ein Gebäude oder eine Anlage mehrere separat vermietbare Einheiten umfasst, etwa die Wohnungen eines Apartmenthauses oder die Zimmer einer Pension.',
      p2: 'Ein Objekt mit mehreren Einheiten hat eine gemeinsame Adresse und einen gemeinsamen Namen, und jede Einheit erhält eigene Räume, Fotos, Preise und einen eigenen Kalender. Weitere Einheiten können Sie später hinzufügen, ohne die Adresse erneut einzugeben.',
      p3: 'Zwischen den beiden Typen wechseln können Sie nur, solange Sie Ihre erste Einheit noch inserieren. Sobald eine Einheit eingereicht ist, steht der Typ fest, weil Preise, Kalender und Buchungen davon abhängen.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'So funktionieren Objekte mit mehreren Einheiten',
    paragraphs: {
      p1: 'In einem Objekt mit mehreren Einheiten wird jede Einheit einzeln inseriert: Gäste buchen eine Einheit, nicht das Gebäude. Geben Sie bei jeder Einheit die passende Art und einen eindeutigen Namen an, damit Gäste sie auseinanderhalten können, zum Beispiel „Studio mit Balkon“ und „Wohnung mit zwei Schlafzimmern“.',
      p2: 'Auch identische Einheiten brauchen jeweils ein eigenes Inserat, denn jede hat ihren eigenen Kalender. Es lohnt sich, die erste Einheit sorgfältig zu inserieren: Bei den weiteren Einheiten beginnen Sie direkt mit den Angaben zur Einheit, die Angaben zum Objekt entfallen.',
    },
  },
  'entering-your-address': {
    title: 'Die Adresse Ihres Objekts eingeben',
    paragraphs: {
      p1: 'Tippen Sie Straße und Ort ein und wählen Sie den passenden Vorschlag aus; das Formular füllt dann alle Felder aus, die es kennt. Prüfen Sie die Hausnummer oder den Hausnamen und die Postleitzahl, denn diese fehlen in den Vorschlägen manchmal.',
      p2: 'Die Felder richten sich nach dem Adressformat des gewählten Landes. In manchen Ländern wird ein Bundesland oder eine Provinz abgefragt; gibt es das in Ihrem Land nicht, blendet das Formular das Feld aus.',
      p3: 'Die genaue Adresse sehen Gäste erst nach der Buchung. Vorher zeigen Inserate nur die ungefähre Lage, sodass eine genaue Adresse Ihre Privatsphäre nie gefährdet.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Warum die genaue Lage für Gäste wichtig ist',
    paragraphs: {
      p1: 'Gäste filtern nach der Entfernung zum Strand, zur Altstadt oder zum Skilift. Mit einer genauen Adresse erscheint Ihr Inserat in den passenden Suchergebnissen, und Sie vermeiden enttäuschte Gäste, die etwas anderes erwartet haben.',
      p2: 'Eine Adresse, die sich nicht finden lässt, verzögert die Prüfung Ihres Inserats. Hat Ihre Unterkunft keine Hausnummer, geben Sie den Namen des Hauses oder Gebäudes an und erklären Sie im Text Ihres Inserats, wie Gäste hinfinden.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Gästezahl und Räume festlegen',
    paragraphs: {
      p1: 'Legen Sie fest, wie viele Gäste Sie höchstens aufnehmen, Kinder mitgezählt. Die Zahl sollte zu den angegebenen Betten passen: Gäste vergleichen beides, und Unstimmigkeiten sind der häufigste Grund für Rückfragen vor einer Buchung.',
      p2: 'Fügen Sie alle Schlaf- und Badezimmer hinzu, dazu Wohnzimmer und Küche, wenn Gäste sie nutzen. Die Wohnfläche anzugeben ist freiwillig, hilft Gästen aber, ähnliche Inserate zu vergleichen.',
    },
  },
  'describing-beds': {
    title: 'Betten und Schlafmöglichkeiten beschreiben',
    paragraphs: {
      p1: 'Fügen Sie für jeden Raum die vorhandenen Betten mit ihrer Bettart hinzu: Doppelbett, Einzelbett, Etagenbett oder Schlafsofa. Wer mit Freunden oder als Familie reist, achtet genau darauf, wie viele Personen getrennt schlafen können.',
      p2: 'Geben Sie nur Betten an, die immer vorhanden sind. Können Sie auf Wunsch ein Babybett oder ein Zusatzbett aufstellen, erwähnen Sie das lieber in der Beschreibung, damit niemand mit einem Bett rechnet, das vielleicht schon vergeben ist.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Schlafsofas, Babybetten und Zusatzbetten',
    paragraphs: {
      p1: 'Ein Schlafsofa im Wohnzimmer erhöht die Zahl der Schlafplätze, doch Gäste schätzen echte Schlafzimmer mehr. Zählen Sie Schlafsofas nur dann zur maximalen Anzahl Gäste, wenn Erwachsene bequem darauf schlafen können.',
      p2: 'Erwähnen Sie in der Beschreibung, ob ein Babybett oder ein Hochstuhl vorhanden ist und ob dafür Kosten anfallen. Familien filtern danach, und eine klare Angabe erspart Ihnen eine Rückfrage.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Fotos, die Buchungen bringen',
    paragraphs: {
      p1: 'Fotografieren Sie bei Tageslicht, mit eingeschalteter Beleuchtung und offenen Vorhängen. Halten Sie die Kamera auf Brusthöhe und achten Sie darauf, dass senkrechte Linien gerade bleiben; Weitwinkelaufnahmen aus einer Ecke zeigen einen Raum am besten.',
      p2: 'Bringen Sie jeden Raum vor dem Foto in Ordnung: freie Flächen, gemachte Betten, gefaltete Handtücher. Zeigen Sie alle Schlaf- und Badezimmer, die Küche, den Außenbereich und, falls vorhanden, die Aussicht.',
      p3: 'Laden Sie mindestens fünf Fotos im Querformat hoch. Große, scharfe Bilder wirken am besten; beim Hochladen erfahren Sie, wenn eine Datei zu klein ist oder ihr Format nicht unterstützt wird.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Fotos auswählen und anordnen',
    paragraphs: {
      p1: 'Ihr erstes Foto ist das Titelbild und erscheint in den Suchergebnissen. Wählen Sie dafür das einladendste Bild Ihrer Unterkunft, oft den Wohnbereich oder die Aussicht.',
      p2: 'Ordnen Sie die übrigen Fotos wie einen Rundgang: Wohnräume, Schlafzimmer, Badezimmer, Küche, dann Außenbereich und Umgebung. Entfernen Sie fast identische Aufnahmen; zehn abwechslungsreiche Fotos überzeugen mehr als dreißig ähnliche.',
    },
  },
  'amenities-guests-look-for': {
    title: 'Die Ausstattung, nach der Gäste am häufigsten suchen',
    paragraphs: {
      p1: 'WLAN, Parkplatz, Klimaanlage, Waschmaschine und eine voll ausgestattete Küche gehören zu den Filtern, die Gäste am häufigsten nutzen. Wenn Sie etwas davon bieten, markieren Sie es: Fehlt die Markierung, erscheint Ihr Inserat bei diesen Suchen nicht.',
      p2: 'Ausstattung im Freien wie Pool, Garten, Terrasse oder Grill gibt bei der Wahl einer Ferienunterkunft oft den Ausschlag. Auch „Haustiere erlaubt“ ist ein beliebter Filter, den Sie markieren sollten, wenn Tiere bei Ihnen willkommen sind.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Die Ausstattung korrekt angeben',
    paragraphs: {
      p1: 'Markieren Sie nur, was Gäste während ihres gesamten Aufenthalts nutzen können. Ein Gemeinschaftspool oder ein Parkplatz ein paar Gehminuten entfernt können Sie ruhig markieren, erwähnen Sie das aber in der Beschreibung.',
      p2: 'Korrekte Angaben zur Ausstattung führen zu besseren Bewertungen: Über ein Extra, das ihnen nie versprochen wurde, beschweren sich Gäste selten, über ein angegebenes, das fehlt, dagegen schon.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Titel und Beschreibung, die auffallen',
    paragraphs: {
      p1: 'Ein guter Titel nennt die Art der Unterkunft und ihr bestes Merkmal: „Steinhaus mit Meerblick und Pool“ sagt mehr als „Ferienhaus“. Verzichten Sie auf Großbuchstaben und Ausrufezeichen.',
      p2: 'Beginnen Sie die Beschreibung mit dem, was den Aufenthalt besonders macht, und beschreiben Sie dann die Räume, die Umgebung und die Anreise. Kurze Absätze lassen sich auf dem Smartphone gut lesen.',
      p3: 'Erwähnen Sie Hausregeln und Besonderheiten, die für die Buchungsentscheidung zählen, etwa Treppen, Ruhezeiten oder ob sich die Unterkunft für kleine Kinder eignet.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Den Preis pro Nacht festlegen',
    paragraphs: {
      p1: 'Sehen Sie sich ähnliche Inserate in der Nähe für die Termine an, die Sie belegen möchten, und setzen Sie Ihren Preis zu Beginn etwas darunter: Die ersten Bewertungen sind mehr wert als die letzten paar Euro Ihrer ersten Buchungen.',
      p2: 'Der Preis pro Nacht ist Ihr Grundpreis. Saisons erhöhen oder senken ihn für gewählte Zeiträume, und Aktionen gewähren zusätzlich Rabatte. Den Grundpreis selbst müssen Sie deshalb nur selten ändern.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Mindestaufenthalt und Mindestvorlauf',
    paragraphs: {
      p1: 'Ein Mindestaufenthalt von zwei oder drei Nächten verringert den Aufwand für Reinigung und Gästewechsel, während ein Mindestaufenthalt von einer Nacht Lücken zwischen längeren Aufenthalten füllt. Viele Gastgeber verlangen einen längeren Mindestaufenthalt nur in der Hochsaison.',
      p2: 'Der Mindestvorlauf legt fest, wie kurzfristig vor der Anreise ein Gast noch buchen kann. Buchungen am selben Tag füllen kurzfristige Lücken; brauchen Sie Zeit zur Vorbereitung, wählen Sie einen oder mehrere Tage. Einheiten mit Buchung auf Anfrage brauchen mindestens zwei Tage Vorlauf.',
    },
  },
  'pricing-by-season': {
    title: 'Preise nach Saison',
    paragraphs: {
      p1: 'Mit Saisons legen Sie für bestimmte Zeiträume des Jahres, etwa die Sommerferien oder die Skisaison, einen anderen Preis pro Nacht und Mindestaufenthalt fest, ohne Ihren Grundpreis zu ändern.',
      p2: 'Saisons dürfen sich nicht überschneiden. Planen Sie sie deshalb für das ganze Jahr: Hoch-, Zwischen- und Nebensaison reichen für die meisten Unterkünfte. Außerhalb der Saisons gilt Ihr Grundpreis.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Saisons für Veranstaltungen und Feiertage',
    paragraphs: {
      p1: 'Festivals, Messen und verlängerte Wochenenden lassen die Nachfrage für ein paar Tage steigen. Eine kurze Saison mit höherem Preis und längerem Mindestaufenthalt nutzt diese Nachfrage, ohne den Rest des Jahres zu beeinflussen.',
      p2: 'Legen Sie solche Zeiträume frühzeitig an: Wer zu einer Veranstaltung reist, bucht Monate im Voraus, und ein kurzfristig erhöhter Preis kommt zu spät.',
    },
  },
  'promotions-that-work': {
    title: 'Aktionen und Rabatte, die wirken',
    paragraphs: {
      p1: 'Aktionen geben Gästen einen Grund, jetzt zu buchen. Ein Rabatt für längere Aufenthalte füllt ganze Wochen mit nur einem Gästewechsel; ein Frühbucherrabatt sichert Ihnen die kommende Saison.',
      p2: 'Moderate Rabatte wirken am besten. Gäste sehen den ursprünglichen Preis durchgestrichen, sodass schon zehn Prozent auffallen, und Sie verdienen trotzdem gut.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Last-Minute- und Frühbucherrabatte',
    paragraphs: {
      p1: 'Ein Last-Minute-Rabatt gilt für Aufenthalte, die bald beginnen, und hilft Ihnen, Nächte zu belegen, die sonst leer blieben. Ein Frühbucherrabatt belohnt Gäste, die lange im Voraus buchen.',
      p2: 'Nutzen Sie für einen Zeitraum entweder den einen oder den anderen, nicht beide: Wer früh plant, soll durch Abwarten keinen besseren Preis bekommen.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Den Kalender aktuell halten',
    paragraphs: {
      p1: 'Geben Sie im Kalender die Termine frei, zu denen Sie vermieten möchten, und sperren Sie die Nächte, in denen Sie die Unterkunft selbst nutzen oder schon anderweitig vermietet haben. Ein genauer Kalender verhindert Doppelbuchungen und Stornierungen.',
      p2: 'Wenn Sie auch über andere Kanäle vermieten, aktualisieren Sie den Kalender, sobald dort eine Buchung eingeht. Inserate mit offenen, verlässlichen Kalendern werden in der Suche weiter oben angezeigt.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Warum wir nach Ihren persönlichen Angaben fragen',
    paragraphs: {
      p1: 'Als Plattform müssen wir wissen, wer die Zahlungen der Gäste erhält. Anhand Ihres Namens, Ihres Geburtsdatums, Ihrer Staatsangehörigkeit und Ihrer Adresse können wir Ihre Identität prüfen und Auszahlungen an Sie leisten.',
      p2: 'Geben Sie Ihre Daten genau so ein, wie sie in Ihrem Ausweisdokument stehen. Ihr Vor- und Nachname wird als Name Ihres Kontos angezeigt; Gäste sehen nur Ihren Vornamen.',
    },
  },
  'verifying-your-identity': {
    title: 'Identität verifizieren: Was Sie bereithalten sollten',
    paragraphs: {
      p1: 'Privatpersonen benötigen einen Personalausweis (Vorder- und Rückseite) oder einen Reisepass. Unternehmen benötigen zusätzlich einen Handelsregisterauszug sowie Angaben zu den Personen, denen das Unternehmen gehört oder die es vertreten.',
      p2: 'Halten Sie außerdem einen Adressnachweis und einen Kontoauszug Ihres Auszahlungskontos bereit. Akzeptiert werden gut lesbare, vollständige Scans mit jeweils bis zu 10 MB.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Sofortbuchung oder Buchung auf Anfrage',
    paragraphs: {
      p1: 'Bei der Sofortbuchung buchen Gäste freie Termine ohne Wartezeit. Das ist die empfohlene Wahl: Die meisten Gäste bevorzugen sie, und Ihr Inserat wird in der Suche weiter oben angezeigt.',
      p2: 'Bei Buchung auf Anfrage nehmen Sie jede Buchungsanfrage innerhalb einer festen Frist an oder lehnen sie ab. So behalten Sie die Kontrolle, verlieren aber Gäste, die nicht warten möchten, und unbeantwortete Anfragen verfallen.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Buchungsanfragen rechtzeitig beantworten',
    paragraphs: {
      p1: 'Wenn Gäste bei Ihnen auf Anfrage buchen, beantworten Sie jede Buchungsanfrage so schnell wie möglich. Gäste fragen oft bei mehreren Gastgebern gleichzeitig an und buchen dort, wo die erste Zusage kommt.',
      p2: 'Wenn Sie oft ablehnen oder Anfragen verfallen lassen, wird Ihr Inserat seltener angezeigt. Nehmen Sie ohnehin fast jede Anfrage an, ist die Sofortbuchung für alle Beteiligten einfacher.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Registrierungsnummern und lokale Vorschriften',
    paragraphs: {
      p1: 'In vielen Regionen müssen Ferienunterkünfte registriert sein, und die Registrierungsnummer muss in jedem Inserat stehen. Wir prüfen das Format für Ihr Land, damit Tippfehler früh auffallen.',
      p2: 'Die Nummer erhalten Sie bei Ihrem örtlichen Tourismusamt oder Ihrer Gemeinde. Eine Einheit mit ungültiger Nummer kann erst veröffentlicht werden, wenn die Nummer korrigiert ist.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Eigentum oder Vermietung im Auftrag angeben',
    paragraphs: {
      p1: 'Manche Regionen fragen, ob Ihnen das Objekt gehört oder ob Sie es im Auftrag der Eigentümer vermieten. Wenn Sie es für jemand anderen verwalten, halten Sie die schriftliche Erlaubnis der Eigentümer bereit.',
      p2: 'Diese Angaben werden nur für die Meldungen verwendet, die Ihre Region vorschreibt. Ändert sich etwas, aktualisieren Sie sie in den Einstellungen der Einheit.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Einen Abonnement-Tarif wählen',
    paragraphs: {
      p1: 'Mit einem Abonnement zahlen Sie pro Inserat eine Jahresgebühr statt einer Provision auf jede Buchung. Die Tarife unterscheiden sich in Sichtbarkeit und enthaltenen Leistungen; vergleichen Sie vor der Wahl, was jeweils enthalten ist.',
      p2: 'Wenn Sie viele Buchungen im Jahr erwarten, ist ein Abonnement meist günstiger als die Provision. Vermieten Sie nur wenige Wochen im Jahr, passt die Provision womöglich besser zu Ihnen.',
    },
  },
  'how-subscription-billing-works': {
    title: 'So funktioniert die Abrechnung des Abonnements',
    paragraphs: {
      p1: 'Der Tarif wird berechnet, sobald Ihr Inserat freigegeben ist, und verlängert sich jedes Jahr, sofern Sie nicht kündigen. Den Tarif können Sie in Ihren Kontoeinstellungen wechseln.',
      p2: 'Zusatzleistungen und Boosts werden separat berechnet, wenn Sie sie hinzufügen. So zahlen Sie nur für das, was Sie auswählen.',
    },
  },
  'what-a-boost-does': {
    title: 'Was ein Boost bewirkt',
    paragraphs: {
      p1: 'Ein Boost platziert Ihr Inserat für eine bestimmte Zeit weiter oben in den Suchergebnissen. Das lohnt sich für ein neues Inserat, das noch keine Bewertungen hat, oder um in einer ruhigen Saison mehr Buchungen zu bekommen.',
      p2: 'Ein Boost ändert weder Ihren Preis noch Ihr Inserat. Er ist optional: Sie können diesen Schritt überspringen und Ihr Inserat später boosten.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'Wann sich ein Boost lohnt',
    paragraphs: {
      p1: 'Boosten Sie, wenn Gäste suchen: ein paar Wochen vor Ihrer Hochsaison oder wenn Sie in einem Zeitraum, der sonst gut gebucht ist, noch freie Termine haben.',
      p2: 'Kombinieren Sie einen Boost mit guten Fotos und einem fairen Preis. Mehr Sichtbarkeit bringt mehr Gäste auf Ihre Seite, überzeugen muss sie aber das Inserat selbst.',
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Provision, Abonnement oder beides?',
    paragraphs: {
      p1: 'Bei der Provision zahlen Sie nichts im Voraus: Sobald ein Gast bucht, wird ein Prozentsatz der Buchung berechnet. Beim Abonnement zahlen Sie eine feste Jahresgebühr und keine Provision. „Tarif und Provision“ kombiniert eine geringere Gebühr mit einer niedrigeren Provision.',
      p2: 'Wählen Sie das Modell, das zu Ihrem Vermietungsumfang passt. Sie legen es fest, wenn Sie Ihr erstes Objekt inserieren; spätere Änderungen nehmen Sie in Ihren Kontoeinstellungen vor.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Zusatzleistungen zu Ihrem Tarif',
    paragraphs: {
      p1: 'Leistungen wie professionelle Fotos, Übersetzungen Ihrer Beschreibung oder eine hervorgehobene Platzierung können Sie zu Ihrem Tarif hinzufügen. Bei jeder Leistung sehen Sie den Preis, bevor Sie sie hinzufügen.',
      p2: 'Die Leistungen sind optional. Wenn Sie unsicher sind, beginnen Sie nur mit dem Tarif; Leistungen können Sie jederzeit hinzufügen.',
    },
  },
  'how-commission-is-charged': {
    title: 'So wird die Provision berechnet',
    paragraphs: {
      p1: 'Die Provision ist ein Prozentsatz des Buchungsbetrags. Je nach Variante wird sie zwischen Ihnen und dem Gast aufgeteilt oder von Ihnen allein getragen; dann sehen Gäste einen niedrigeren Gesamtpreis.',
      p2: 'Provision fällt nur für bestätigte Buchungen an. Stornierte Buchungen sind provisionsfrei, es sei denn, Ihre Stornierungsbedingungen sehen vor, dass ein Teil der Zahlung einbehalten wird.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Checkliste vor dem Veröffentlichen',
    paragraphs: {
      p1: 'Öffnen Sie vor dem Einreichen die Vorschau und lesen Sie Ihr Inserat mit den Augen eines Gastes: Ist der Titel klar, sind die Fotos gut angeordnet, passen die Betten zur Gästezahl?',
      p2: 'Prüfen Sie Preis und Kalender für die kommenden Monate und stellen Sie sicher, dass Ihre Registrierungsnummer eingetragen ist, wenn Ihre Region sie verlangt.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'Was nach dem Einreichen passiert',
    paragraphs: {
      p1: 'Ihr erstes Inserat wird von unserem Team geprüft, bevor es online geht; fehlt etwas, melden wir uns bei Ihnen. Inserate von Gastgebern, die die Einrichtung ihres Kontos abgeschlossen haben, gehen sofort online.',
      p2: 'Fotos, Preise und Kalender können Sie in den Einstellungen der Einheit weiter bearbeiten, während das Inserat geprüft wird oder online ist.',
    },
  },
};
