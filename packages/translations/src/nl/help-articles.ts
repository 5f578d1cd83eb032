import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Eén unit of meerdere units: het type accommodatie kiezen',
    paragraphs: {
      p1: 'Kies voor één unit als gasten de hele plek via één advertentie huren: een huis, een appartement, een chalet. Kies voor meerdere units als er in één gebouw of op één terrein meerdere units zijn die je los verhuurt, zoals de appartementen in een complex of de kamers van een pension.',
      p2: "Een accommodatie met meerdere units heeft één adres en één naam, en elke unit krijgt zijn eigen ruimtes, foto's, prijzen en kalender. Je kunt later meer units toevoegen zonder het adres opnieuw in te vullen.",
      p3: 'Je kunt alleen tussen de twee wisselen zolang je nog bezig bent met de advertentie van je eerste unit. Zodra een unit is ingediend, ligt het type vast, omdat prijzen, kalenders en boekingen ervan afhangen.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'Zo werken accommodaties met meerdere units',
    paragraphs: {
      p1: 'In een accommodatie met meerdere units heeft elke unit een eigen advertentie: gasten boeken een unit, niet het hele gebouw. Geef elke unit een duidelijk type en een duidelijke naam, zodat gasten ze uit elkaar kunnen houden, bijvoorbeeld “Studio met balkon” en “Appartement met twee slaapkamers”.',
      p2: 'Ook units die precies hetzelfde zijn, hebben elk een eigen advertentie nodig, omdat elke unit een eigen kalender heeft. Neem de tijd voor de eerste unit, want dat scheelt later werk: de volgende units beginnen meteen bij de stappen voor de unit en slaan de gegevens van de accommodatie over.',
    },
  },
  'entering-your-address': {
    title: 'Het adres van je accommodatie invullen',
    paragraphs: {
      p1: 'Typ de straat en de plaats en kies de suggestie die klopt; het formulier vult dan zelf in wat het al weet. Controleer het huisnummer of de huisnaam en de postcode, want die ontbreken soms in de suggesties.',
      p2: 'De velden volgen wat gebruikelijk is in het land dat je kiest. In sommige landen wordt om een regio of provincie gevraagd; is dat in jouw land niet zo, dan verbergt het formulier dat veld.',
      p3: 'Gasten zien het precieze adres pas nadat ze hebben geboekt. Tot die tijd tonen advertenties alleen de omgeving, dus een precies adres brengt je privacy nooit in gevaar.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Waarom de precieze locatie belangrijk is voor gasten',
    paragraphs: {
      p1: 'Gasten filteren op de afstand tot het strand, het historische centrum of de skilift. Met een correct adres komt je advertentie in de juiste zoekresultaten terecht en voorkom je teleurgestelde gasten die iets anders hadden verwacht.',
      p2: 'Een adres dat niet te vinden is, vertraagt de beoordeling van je advertentie. Heeft je accommodatie geen huisnummer, gebruik dan de naam van het huis of gebouw en beschrijf in je advertentie hoe gasten er komen.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Het aantal gasten en de ruimtes instellen',
    paragraphs: {
      p1: 'Stel het maximale aantal gasten in dat je ontvangt, kinderen meegerekend. Dat aantal moet kloppen met de bedden die je opgeeft: gasten vergelijken die twee, en een verschil is de meest voorkomende reden voor een vraag voordat ze boeken.',
      p2: 'Voeg elke slaapkamer en badkamer toe, en ook de woonkamer of keuken als gasten die gebruiken. De oppervlakte van de unit is optioneel, maar helpt gasten bij het vergelijken van soortgelijke advertenties.',
    },
  },
  'describing-beds': {
    title: 'Bedden en slaapplaatsen beschrijven',
    paragraphs: {
      p1: 'Voeg per ruimte de bedden toe die er staan, per type: tweepersoonsbed, eenpersoonsbed, stapelbed of slaapbank. Vrienden en gezinnen die samen reizen, letten goed op hoeveel mensen apart kunnen slapen.',
      p2: 'Geef alleen bedden op die er altijd staan. Kun je op verzoek een babybedje of extra bed neerzetten, vermeld dat dan in de beschrijving, zodat niemand rekent op een bed dat er misschien niet is.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Slaapbanken, babybedjes en extra bedden',
    paragraphs: {
      p1: 'Met een slaapbank in de woonkamer kun je meer gasten ontvangen, maar gasten hechten meer waarde aan echte slaapkamers. Tel slaapbanken alleen mee in het maximale aantal gasten als volwassenen er goed op kunnen slapen.',
      p2: 'Vermeld in de beschrijving of er een babybedje of kinderstoel is en of je daar iets voor rekent. Gezinnen filteren erop, en een duidelijk antwoord scheelt je een bericht.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: "Foto's maken die boekingen opleveren",
    paragraphs: {
      p1: "Fotografeer bij daglicht, met de lampen aan en de gordijnen open. Houd de camera op borsthoogte en zorg dat verticale lijnen recht blijven; groothoekfoto's vanuit een hoek laten een ruimte het best zien.",
      p2: 'Maak elke ruimte netjes voordat je fotografeert: lege tafels en aanrechten, opgemaakte bedden, gevouwen handdoeken. Fotografeer alle slaapkamers en badkamers, de keuken, de buitenruimte en het uitzicht als je dat hebt.',
      p3: "Upload minstens vijf foto's in liggend formaat. Grote, scherpe foto's komen het best uit; bij het uploaden zie je meteen of een bestand te klein is of een bestandstype heeft dat niet wordt ondersteund.",
    },
  },
  'choosing-and-ordering-photos': {
    title: "Je foto's kiezen en ordenen",
    paragraphs: {
      p1: 'Je eerste foto is de omslagfoto: die verschijnt in de zoekresultaten, dus kies de meest uitnodigende foto van de plek, vaak de woonkamer of het uitzicht.',
      p2: "Zet de rest in de volgorde van een rondleiding: woonruimtes, slaapkamers, badkamers, keuken en daarna de buitenruimte en de omgeving. Haal foto's weg die bijna hetzelfde zijn; tien gevarieerde foto's werken beter dan dertig die op elkaar lijken.",
    },
  },
  'amenities-guests-look-for': {
    title: 'Voorzieningen waar gasten het meest op zoeken',
    paragraphs: {
      p1: 'Wifi, een parkeerplaats, airconditioning, een wasmachine en een volledig ingerichte keuken horen bij de filters die gasten het meest gebruiken. Heb je ze, vink ze dan aan: een voorziening die niet is aangevinkt, houdt je buiten die zoekresultaten.',
      p2: 'Buitenvoorzieningen zoals een zwembad, tuin, terras of barbecue wegen zwaar bij het boeken van een vakantie. Ook op huisdieren wordt veel gefilterd; zijn dieren welkom, stel dat dan in.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Voorzieningen correct opgeven',
    paragraphs: {
      p1: 'Vink alleen aan wat gasten tijdens hun hele verblijf kunnen gebruiken. Een gedeeld zwembad of een parkeerplaats op een paar minuten lopen is prima, maar vermeld dat dan wel in de beschrijving.',
      p2: 'Kloppende voorzieningen leveren betere reviews op: gasten klagen zelden over een extraatje dat hun niet was beloofd, maar wel als iets wat in de advertentie staat er niet blijkt te zijn.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Een titel en beschrijving schrijven die opvallen',
    paragraphs: {
      p1: 'Een goede titel noemt het soort accommodatie en het sterkste punt ervan: “Stenen huis met zeezicht en zwembad” zegt meer dan “Vakantiehuis”. Vermijd woorden in hoofdletters en uitroeptekens.',
      p2: "Begin de beschrijving met wat het verblijf bijzonder maakt en beschrijf daarna de ruimtes, de omgeving en hoe gasten er komen. Korte alinea's lezen prettig op een telefoon.",
      p3: 'Vermeld huisregels en bijzonderheden die meewegen bij de keuze om te boeken, zoals trappen, stiltetijden of de vraag of de accommodatie geschikt is voor kleine kinderen.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Je prijs per nacht instellen',
    paragraphs: {
      p1: 'Kijk wat vergelijkbare advertenties in de buurt vragen voor de datums die je wilt vullen, en ga daar net onder zitten: je eerste reviews zijn belangrijker dan de laatste paar euro van je eerste boekingen.',
      p2: 'De prijs per nacht is je basisprijs. Met seizoenen verhoog of verlaag je die voor bepaalde periodes, en promoties geven daar nog korting bovenop. Je basisprijs zelf hoef je dus zelden aan te passen.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Minimaal verblijf en dagen vooraf boeken',
    paragraphs: {
      p1: 'Met een minimaal verblijf van twee of drie nachten heb je minder schoonmaakwerk en minder wisselingen, terwijl een minimum van één nacht de gaten tussen langere verblijven opvult. Veel verhuurders hanteren alleen in het hoogseizoen een langer minimum.',
      p2: 'Met het minimale aantal dagen vooraf stel je in hoe kort voor aankomst gasten nog kunnen boeken. Boekingen op dezelfde dag vullen gaten op het laatste moment; heb je tijd nodig om alles klaar te maken, kies dan één dag of meer. Voor units die op aanvraag worden geboekt, is dat minstens twee dagen.',
    },
  },
  'pricing-by-season': {
    title: 'Prijzen per seizoen',
    paragraphs: {
      p1: 'Met seizoenen stel je voor bepaalde periodes van het jaar een andere prijs per nacht en een ander minimaal verblijf in, bijvoorbeeld voor de zomervakantie of het skiseizoen, zonder dat je aan je basisprijs hoeft te komen.',
      p2: 'Seizoenen mogen niet overlappen, dus plan ze voor het hele jaar: een hoog-, tussen- en laagseizoen is voor de meeste accommodaties genoeg. Buiten de seizoenen geldt je basisprijs.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Seizoenen voor evenementen en feestdagen',
    paragraphs: {
      p1: 'Festivals, beurzen en lange weekenden zorgen een paar dagen lang voor extra vraag. Stel je daarvoor een kort seizoen in met een hogere prijs en een langer minimaal verblijf, dan profiteer je van die drukte zonder dat de rest van het jaar verandert.',
      p2: 'Stel deze periodes op tijd in: gasten die voor een evenement reizen, boeken maanden vooruit, en een prijs die je op het laatste moment verhoogt, komt te laat.',
    },
  },
  'promotions-that-work': {
    title: 'Promoties en kortingen die werken',
    paragraphs: {
      p1: 'Met een promotie geef je gasten een reden om nu te boeken. Een korting voor langer verblijf vult hele weken met maar één wisseling van gasten; een vroegboekkorting levert je al vroeg boekingen op voor het komende seizoen.',
      p2: 'Bescheiden kortingen werken het best. Gasten zien de oorspronkelijke prijs doorgestreept, dus zelfs tien procent valt op, en je verdient er nog steeds goed aan.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Lastminute- en vroegboekkortingen',
    paragraphs: {
      p1: 'Een lastminutekorting geldt voor verblijven die binnenkort beginnen en helpt je nachten te vullen die anders leeg zouden blijven. Met een vroegboekkorting beloon je gasten die ruim van tevoren boeken.',
      p2: 'Kies voor een bepaalde periode de ene of de andere, niet allebei: gasten die vroeg plannen, mogen niet merken dat ze goedkoper uit waren geweest als ze hadden gewacht.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Je kalender bijhouden',
    paragraphs: {
      p1: 'Open in je kalender de datums waarop je wilt verhuren en blokkeer de nachten die je zelf gebruikt of al elders hebt verhuurd. Een kloppende kalender voorkomt dubbele boekingen en annuleringen.',
      p2: 'Verhuur je ook via andere kanalen, werk de kalender dan bij zodra daar een boeking binnenkomt. Advertenties met een open, betrouwbare kalender staan hoger in de zoekresultaten.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Waarom we om je persoonsgegevens vragen',
    paragraphs: {
      p1: 'Als platform moeten we weten wie de betalingen van gasten ontvangt. Met je naam, geboortedatum, nationaliteit en adres kunnen we je identiteit verifiëren en je uitbetalen.',
      p2: 'Vul je gegevens precies zo in als ze op je identiteitsbewijs staan. Je voor- en achternaam worden de naam van je account; gasten zien alleen je voornaam.',
    },
  },
  'verifying-your-identity': {
    title: 'Je identiteit verifiëren: wat je klaar moet hebben',
    paragraphs: {
      p1: 'Particulieren hebben een identiteitskaart (voor- en achterkant) of een paspoort nodig. Bedrijven hebben daarnaast een uittreksel uit het handelsregister nodig en de gegevens van de personen die eigenaar zijn van het bedrijf of het vertegenwoordigen.',
      p2: 'Houd ook een adresbewijs en een bankafschrift van de rekening voor je uitbetalingen bij de hand. We accepteren duidelijke, volledige scans van maximaal 10 MB per bestand.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Direct boeken of op aanvraag',
    paragraphs: {
      p1: 'Met direct boeken kunnen gasten beschikbare datums meteen boeken. Dat is de aanbevolen keuze: de meeste gasten geven er de voorkeur aan, en je advertentie komt er hoger door in de zoekresultaten.',
      p2: 'Bij boeken op aanvraag accepteer of weiger je elke boeking binnen een vaste termijn. Zo houd je zelf de regie, maar je loopt gasten mis die niet willen wachten, en aanvragen die je niet beantwoordt, verlopen.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Boekingsaanvragen op tijd beantwoorden',
    paragraphs: {
      p1: 'Werk je met boeken op aanvraag, beantwoord dan elke aanvraag zo snel mogelijk. Gasten sturen vaak meerdere verhuurders tegelijk een aanvraag en boeken bij wie als eerste bevestigt.',
      p2: 'Als je te vaak weigert of aanvragen laat verlopen, word je minder goed gevonden. Merk je dat je bijna elke aanvraag accepteert, dan is overstappen op direct boeken voor iedereen eenvoudiger.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Registratienummers en lokale regels',
    paragraphs: {
      p1: "In veel regio's moet vakantieverhuur geregistreerd zijn en moet het registratienummer in elke advertentie staan. We controleren het formaat voor jouw land, zodat tikfouten meteen worden opgemerkt.",
      p2: 'Je krijgt het nummer van je gemeente of het plaatselijke toeristenbureau. Een unit met een ongeldig nummer kan pas worden gepubliceerd als het nummer is gecorrigeerd.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Eigendom of mandaat opgeven',
    paragraphs: {
      p1: "Sommige regio's vragen of je de eigenaar bent van de accommodatie of die namens de eigenaar verhuurt. Beheer je de accommodatie voor iemand anders, zorg dan dat je de schriftelijke toestemming van de eigenaar bij de hand hebt.",
      p2: 'We gebruiken deze antwoorden alleen voor de meldingen die de regio verplicht stelt. Verandert er iets, pas ze dan aan in de unitinstellingen.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Een abonnement kiezen',
    paragraphs: {
      p1: 'Met een abonnement betaal je per advertentie een bedrag per jaar in plaats van commissie op elke boeking. Pakketten verschillen in zichtbaarheid en inbegrepen diensten; vergelijk wat bij elk pakket inbegrepen is voordat je kiest.',
      p2: 'Verwacht je veel boekingen per jaar, dan is een abonnement meestal goedkoper dan commissie. Verhuur je maar een paar weken per jaar, dan past commissie misschien beter bij je.',
    },
  },
  'how-subscription-billing-works': {
    title: 'Zo werkt de facturering van je abonnement',
    paragraphs: {
      p1: 'Het pakket wordt gefactureerd zodra je advertentie is goedgekeurd en wordt elk jaar verlengd, tenzij je opzegt. Van pakket wisselen kan in je accountinstellingen.',
      p2: 'Extra diensten en boosts worden apart gefactureerd wanneer je ze toevoegt, dus je betaalt alleen voor wat je zelf kiest.',
    },
  },
  'what-a-boost-does': {
    title: 'Wat een boost doet',
    paragraphs: {
      p1: 'Met een boost staat je advertentie een tijdlang hoger in de zoekresultaten. Dat is handig voor een nieuwe advertentie die nog geen reviews heeft, of om een rustig seizoen te vullen.',
      p2: 'Een boost verandert niets aan je prijs of je advertentie. Boosten is optioneel: je kunt deze stap overslaan en later alsnog boosten.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'Wanneer een boost loont',
    paragraphs: {
      p1: 'Boost op het moment dat gasten zoeken: een paar weken voor je hoogseizoen, of als je nog vrije datums hebt in een periode die normaal goed geboekt wordt.',
      p2: "Combineer een boost met goede foto's en een eerlijke prijs. Meer zichtbaarheid brengt meer gasten naar je pagina, maar de advertentie zelf moet ze overtuigen.",
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Commissie, abonnement of een combinatie?',
    paragraphs: {
      p1: 'Bij commissie betaal je vooraf niets: zodra een gast boekt, wordt een percentage van de boeking in rekening gebracht. Bij een abonnement betaal je een vast bedrag per jaar en geen commissie. Kies je voor pakket en commissie, dan combineer je een lager bedrag met een lagere commissie.',
      p2: 'Kies het betaalmodel dat past bij hoeveel je verhuurt. Je kiest het wanneer je je eerste accommodatie aanbiedt; later wijzigen kan via je accountinstellingen.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Extra diensten bij je pakket',
    paragraphs: {
      p1: "Diensten zoals professionele foto's, vertalingen van je beschrijving of een uitgelichte plek kun je aan je pakket toevoegen. Bij elke dienst zie je de prijs voordat je die toevoegt.",
      p2: 'Diensten zijn optioneel. Twijfel je, begin dan met alleen het pakket; je kunt op elk moment diensten toevoegen.',
    },
  },
  'how-commission-is-charged': {
    title: 'Hoe de commissie in rekening wordt gebracht',
    paragraphs: {
      p1: 'De commissie is een percentage van het boekingsbedrag. Afhankelijk van de variant wordt die verdeeld tussen jou en de gast, of betaal je die helemaal zelf; gasten zien dan een lagere totaalprijs.',
      p2: 'Commissie wordt alleen berekend over bevestigde boekingen. Over geannuleerde boekingen betaal je niets, behalve als je volgens je annuleringsvoorwaarden een deel van de betaling houdt.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Checklist voordat je publiceert',
    paragraphs: {
      p1: "Open het voorbeeld voordat je indient en lees je advertentie zoals een gast dat zou doen: is de titel duidelijk, staan de foto's in een goede volgorde, past het aantal bedden bij het aantal gasten?",
      p2: 'Controleer je prijs en je kalender voor de komende maanden, en zorg dat je registratienummer is ingevuld als je regio dat verplicht stelt.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'Wat er gebeurt na het indienen',
    paragraphs: {
      p1: 'Je eerste advertentie wordt door ons team beoordeeld voordat die online gaat; als er iets ontbreekt, nemen we misschien contact met je op. Advertenties van verhuurders die hun aanmelding hebben afgerond, gaan meteen online.',
      p2: "Terwijl je advertentie wordt beoordeeld of al online staat, kun je foto's, prijzen en je kalender gewoon blijven aanpassen in de unitinstellingen.",
    },
  },
};
