import type { LocaleNamespace } from '../types';

export const helpArticles: LocaleNamespace<'helpArticles'> = {
  'choosing-your-property-type': {
    title: 'Jedna ili više jedinica: kako odabrati vrstu objekta',
    paragraphs: {
      p1: 'Jednu smještajnu jedinicu odaberite kada gosti unajmljuju cijeli smještaj kao jedan oglas: kuću, apartman ili vilu. Više jedinica u jednom objektu odaberite kada se u istoj zgradi ili na istom imanju nalazi nekoliko jedinica koje se iznajmljuju zasebno, primjerice apartmani u apartmanskoj kući ili sobe u pansionu.',
      p2: 'Jedinice takvog objekta dijele adresu i naziv, a svaka ima vlastite prostorije, fotografije, cijene i kalendar. Kasnije možete dodati još jedinica bez ponovnog upisivanja adrese.',
      p3: 'Vrstu objekta možete mijenjati samo dok je oglas za prvu jedinicu još u izradi. Kada ga pošaljete, vrsta je konačna jer o njoj ovise cijene, kalendari i rezervacije.',
    },
  },
  'how-multi-unit-properties-work': {
    title: 'Kako funkcioniraju objekti s više jedinica',
    paragraphs: {
      p1: 'U objektu s više jedinica svaka se jedinica oglašava zasebno: gosti rezerviraju jedinicu, a ne cijelu zgradu. Svakoj jedinici dodijelite jasnu vrstu i naziv kako bi ih gosti mogli razlikovati, primjerice „Studio s balkonom“ i „Apartman s dvije spavaće sobe“.',
      p2: 'I jedinice koje su potpuno iste trebaju vlastiti oglas jer svaka ima svoj kalendar. Ako prvu jedinicu pažljivo oglasite, uštedjet ćete vrijeme: oglašavanje sljedećih jedinica počinje izravno od koraka za jedinicu, bez ponovnog unosa podataka o objektu.',
    },
  },
  'entering-your-address': {
    title: 'Unos adrese objekta',
    paragraphs: {
      p1: 'Počnite upisivati ulicu i mjesto pa odaberite odgovarajući prijedlog; obrazac će zatim sam popuniti podatke koje prepozna. Provjerite kućni broj ili naziv kuće te poštanski broj jer ih prijedlozi ponekad izostave.',
      p2: 'Polja slijede pravila adresiranja države koju odaberete. Neke države traže regiju ili pokrajinu; ako se u Vašoj ne koriste, obrazac to polje skriva.',
      p3: 'Gosti vide točnu adresu tek nakon rezervacije. Do tada oglasi prikazuju samo širu lokaciju, pa točna adresa ne ugrožava Vašu privatnost.',
    },
  },
  'why-the-exact-location-matters': {
    title: 'Zašto je gostima važna točna lokacija',
    paragraphs: {
      p1: 'Gosti filtriraju smještaj prema udaljenosti od plaže, staroga grada ili žičare. Uz točnu adresu Vaš se oglas pojavljuje u pravim pretraživanjima, a izbjegavate i razočarane goste koji su očekivali nešto drugo.',
      p2: 'Ako se adresa ne može pronaći, provjera Vašeg oglasa kasni. Ako Vaš smještaj nema kućni broj, upišite naziv kuće ili zgrade, a u tekstu oglasa opišite kako se do njega dolazi.',
    },
  },
  'setting-guest-capacity-and-rooms': {
    title: 'Broj gostiju i prostorije',
    paragraphs: {
      p1: 'Unesite najveći broj gostiju koje primate, uključujući djecu. Taj broj treba odgovarati krevetima koje navedete: gosti uspoređuju jedno i drugo, a nesklad je najčešći razlog upita prije rezervacije.',
      p2: 'Dodajte svaku spavaću sobu i kupaonicu te dnevni boravak ili kuhinju ako ih gosti koriste. Površina jedinice nije obavezna, ali gostima pomaže usporediti slične oglase.',
    },
  },
  'describing-beds': {
    title: 'Opis kreveta i mjesta za spavanje',
    paragraphs: {
      p1: 'Za svaku prostoriju dodajte krevete prema vrsti: bračni, jednostruki, krevet na kat ili kauč na razvlačenje. Prijatelji i obitelji koji putuju zajedno pomno gledaju koliko osoba može spavati odvojeno.',
      p2: 'Navedite samo krevete koji su uvijek na raspolaganju. Ako po dogovoru možete dodati dječji krevetić ili pomoćni krevet, napišite to u opisu, kako nitko ne bi računao na krevet koji je možda već zauzet.',
    },
  },
  'sofa-beds-and-extra-beds': {
    title: 'Kauči na razvlačenje, dječji krevetići i pomoćni kreveti',
    paragraphs: {
      p1: 'Kauč na razvlačenje u dnevnom boravku povećava broj gostiju koje možete primiti, ali gosti više cijene prave spavaće sobe. Kauče na razvlačenje uračunajte u broj gostiju samo ako su udobni za odrasle.',
      p2: 'U opisu navedite imate li dječji krevetić ili dječju stolicu za hranjenje i naplaćuju li se dodatno. Obitelji filtriraju smještaj prema tome, a jasnim odgovorom izbjeći ćete dodatna pitanja.',
    },
  },
  'taking-photos-that-get-bookings': {
    title: 'Fotografije koje donose rezervacije',
    paragraphs: {
      p1: 'Fotografirajte danju, s upaljenim svjetlima i razmaknutim zavjesama. Fotoaparat ili mobitel držite u visini prsa i pazite da okomite linije budu ravne; prostoriju najbolje prikazuju širokokutne snimke iz kuta.',
      p2: 'Prije fotografiranja pospremite svaku prostoriju: raščistite površine, namjestite krevete i složite ručnike. Snimite sve spavaće sobe i kupaonice, kuhinju, vanjski prostor te pogled, ako ga imate.',
      p3: 'Prenesite najmanje pet fotografija u vodoravnom formatu. Najbolje izgledaju velike i oštre slike, a ako je datoteka premala ili nije podržane vrste, to ćete vidjeti već pri prijenosu.',
    },
  },
  'choosing-and-ordering-photos': {
    title: 'Odabir i redoslijed fotografija',
    paragraphs: {
      p1: 'Prva je fotografija naslovna: prikazuje se u rezultatima pretraživanja, pa odaberite najprivlačniju sliku smještaja, često dnevni boravak ili pogled.',
      p2: 'Ostale poredajte kao da goste vodite kroz smještaj: dnevni prostor, spavaće sobe, kupaonice, kuhinja, a zatim vanjski prostor i okolica. Uklonite gotovo jednake snimke; deset raznolikih fotografija bolje je od trideset sličnih.',
    },
  },
  'amenities-guests-look-for': {
    title: 'Sadržaji koje gosti najčešće traže',
    paragraphs: {
      p1: 'Wi-Fi, parkiralište, klima-uređaj, perilica rublja i potpuno opremljena kuhinja ubrajaju se među filtre koje gosti najčešće koriste. Ako ih nudite, označite ih: ako sadržaj nije označen, Vaš se oglas ne prikazuje u tim pretraživanjima.',
      p2: 'Vanjski sadržaji poput bazena, vrta, terase ili roštilja snažno utječu na odabir smještaja za odmor. Čest je filtar i „Kućni ljubimci dopušteni“, pa ga označite ako primate životinje.',
    },
  },
  'listing-amenities-accurately': {
    title: 'Točno navođenje sadržaja',
    paragraphs: {
      p1: 'Označite samo ono što gosti mogu koristiti tijekom cijelog boravka. Zajednički bazen ili parkirno mjesto nekoliko minuta hoda od smještaja sasvim su u redu, ali to navedite u opisu.',
      p2: 'Točno navedeni sadržaji donose bolje recenzije: gosti se rijetko žale da nema nečega što im nije obećano, ali se žale kada nema nečega što je navedeno u oglasu.',
    },
  },
  'writing-a-title-that-stands-out': {
    title: 'Naziv i opis koji se ističu',
    paragraphs: {
      p1: 'Dobar naziv navodi vrstu smještaja i njegovu najveću prednost: „Kamena kuća s bazenom i pogledom na more“ govori više od „Kuća za odmor“. Izbjegavajte velika tiskana slova i uskličnike.',
      p2: 'U opisu najprije istaknite ono što boravak čini posebnim, a zatim opišite prostorije, okolicu i kako do Vas doći. Kratki odlomci lakše se čitaju na mobitelu.',
      p3: 'Navedite kućna pravila koja su važna za odluku o rezervaciji, primjerice stepenice, vrijeme noćnog mira ili je li smještaj prikladan za malu djecu.',
    },
  },
  'setting-your-nightly-price': {
    title: 'Kako odrediti cijenu noćenja',
    paragraphs: {
      p1: 'Pogledajte slične oglase u blizini za datume koje želite popuniti i počnite s nešto nižom cijenom: prve recenzije važnije su od nekoliko eura više na prvim rezervacijama.',
      p2: 'Cijena po noćenju Vaša je osnovna cijena. Sezone je za odabrana razdoblja mogu povisiti ili sniziti, a promocije na nju dodaju popuste, pa samu osnovnu cijenu rijetko trebate mijenjati.',
    },
  },
  'minimum-stay-and-notice': {
    title: 'Minimalni boravak i minimalna najava',
    paragraphs: {
      p1: 'Minimalni boravak od dva ili tri noćenja smanjuje posao oko čišćenja i smjene gostiju, a minimalni boravak od jednog noćenja popunjava praznine između duljih boravaka. Mnogi iznajmljivači dulji minimalni boravak postavljaju samo u glavnoj sezoni.',
      p2: 'Minimalna najava određuje koliko najkasnije prije dolaska gost može rezervirati. Rezervacije za isti dan popunjavaju praznine u zadnji čas; ako Vam treba vremena za pripremu, odaberite jedan dan ili više. Jedinice s rezervacijom na zahtjev trebaju najmanje dva dana.',
    },
  },
  'pricing-by-season': {
    title: 'Sezonske cijene',
    paragraphs: {
      p1: 'Sezone Vam omogućuju da za pojedina razdoblja u godini, poput ljetnih praznika ili zimske sezone, postavite drukčiju cijenu noćenja i minimalni boravak, a da pritom ne dirate osnovnu cijenu.',
      p2: 'Sezone se ne smiju preklapati, pa ih planirajte za cijelu godinu: većini smještaja dovoljne su glavna sezona, pred- i posezona te izvansezona. Izvan svih sezona vrijedi osnovna cijena.',
    },
  },
  'seasons-for-events-and-holidays': {
    title: 'Sezone za događanja i blagdane',
    paragraphs: {
      p1: 'Festivali, sajmovi i produženi vikendi na nekoliko dana povećavaju potražnju. Kratkom sezonom s višom cijenom i duljim minimalnim boravkom iskoristit ćete tu potražnju, a cijene u ostatku godine ostaju iste.',
      p2: 'Ta razdoblja postavite na vrijeme: gosti koji putuju na događanja rezerviraju mjesecima unaprijed, a cijena povišena u zadnji čas dolazi prekasno.',
    },
  },
  'promotions-that-work': {
    title: 'Promocije i popusti koji djeluju',
    paragraphs: {
      p1: 'Promocije gostima daju razlog da rezerviraju odmah. Popust za dulji boravak popunjava cijele tjedne uz samo jednu smjenu gostiju, a popust za ranu rezervaciju unaprijed osigurava nadolazeću sezonu.',
      p2: 'Najbolje djeluju umjereni popusti. Gosti vide prekriženu izvornu cijenu, pa se ističe već i popust od deset posto, a Vi i dalje dobro zarađujete.',
    },
  },
  'last-minute-and-early-booking-discounts': {
    title: 'Popusti u zadnji čas i za ranu rezervaciju',
    paragraphs: {
      p1: 'Popust u zadnji čas vrijedi za boravke koji uskoro počinju i pomaže popuniti noćenja koja bi inače ostala prazna. Popust za ranu rezervaciju nagrađuje goste koji rezerviraju dugo unaprijed.',
      p2: 'Za pojedino razdoblje koristite jedan ili drugi, ali ne oba: gosti koji planiraju rano ne bi smjeli čekanjem dobiti bolju cijenu.',
    },
  },
  'keeping-your-calendar-up-to-date': {
    title: 'Kako održavati kalendar ažurnim',
    paragraphs: {
      p1: 'Otvorite kalendar za datume koje želite iznajmiti i blokirajte noćenja kada smještaj koristite sami ili ste ga već iznajmili drugdje. Točan kalendar sprječava dvostruke rezervacije i otkazivanja.',
      p2: 'Ako iznajmljujete i preko drugih platformi, ažurirajte kalendar čim ondje stigne rezervacija. Oglasi s otvorenim i pouzdanim kalendarom bolje se rangiraju u pretraživanju.',
    },
  },
  'why-we-ask-for-personal-details': {
    title: 'Zašto tražimo Vaše osobne podatke',
    paragraphs: {
      p1: 'Kao platforma moramo znati tko prima novac koji plaćaju gosti. Ime, datum rođenja, državljanstvo i adresa omogućuju nam da provjerimo Vaš identitet i isplatimo Vam novac.',
      p2: 'Podatke unesite točno onako kako stoje u Vašoj osobnoj iskaznici ili putovnici. Ime i prezime prikazivat će se na Vašem računu, a gosti vide samo Vaše ime.',
    },
  },
  'verifying-your-identity': {
    title: 'Provjera identiteta: što pripremiti',
    paragraphs: {
      p1: 'Fizičke osobe trebaju osobnu iskaznicu (obje strane) ili putovnicu. Tvrtke trebaju i izvadak iz sudskog registra te podatke o osobama koje su vlasnici tvrtke ili je zastupaju.',
      p2: 'Pripremite potvrdu o adresi i bankovni izvod za račun na koji primate isplate. Prihvaćamo jasne i potpune skenove veličine do 10 MB po datoteci.',
    },
  },
  'instant-booking-or-on-request': {
    title: 'Trenutačna rezervacija ili rezervacija na zahtjev',
    paragraphs: {
      p1: 'Uz trenutačnu rezervaciju gosti slobodne datume rezerviraju odmah. To je preporučeni izbor: većina gostiju tako radije rezervira, a Vaš se oglas prikazuje više u pretraživanju.',
      p2: 'Uz rezervaciju na zahtjev svaku rezervaciju prihvaćate ili odbijate u zadanom roku. Tako imate veći nadzor, ali gubite goste koji ne žele čekati, a zahtjevi na koje ne odgovorite istječu.',
    },
  },
  'answering-booking-requests-in-time': {
    title: 'Pravodobni odgovori na zahtjeve za rezervaciju',
    paragraphs: {
      p1: 'Ako primate rezervacije na zahtjev, na svaki zahtjev odgovorite što prije. Gosti se često obrate nekolicini iznajmljivača odjednom i rezerviraju kod onoga tko prvi potvrdi.',
      p2: 'Ako prečesto odbijate zahtjeve ili ih puštate da isteknu, Vaš oglas postaje manje vidljiv. Ako ionako prihvaćate gotovo svaki zahtjev, prelazak na trenutačnu rezervaciju svima će olakšati posao.',
    },
  },
  'registration-numbers-and-local-rules': {
    title: 'Registracijski brojevi i lokalni propisi',
    paragraphs: {
      p1: 'U mnogim regijama smještaj za odmor mora biti registriran, a registracijski broj mora stajati u svakom oglasu. Format broja provjeravamo prema pravilima Vaše države kako bi se pogreške pri upisu uočile na vrijeme.',
      p2: 'Broj izdaje lokalna turistička zajednica ili općina. Jedinica s nevaljanim registracijskim brojem ne može se objaviti dok ga ne ispravite.',
    },
  },
  'declaring-ownership-or-a-mandate': {
    title: 'Izjava o vlasništvu ili ovlaštenju',
    paragraphs: {
      p1: 'Neke regije traže podatak o tome jeste li vlasnik objekta ili ga iznajmljujete u ime vlasnika. Ako objektom upravljate za nekoga drugog, neka Vam pisano ovlaštenje vlasnika bude pri ruci.',
      p2: 'Ti se odgovori koriste samo za izjave koje regija zahtijeva. Ako se nešto promijeni, ažurirajte ih u postavkama jedinice.',
    },
  },
  'choosing-a-subscription-plan': {
    title: 'Odabir paketa pretplate',
    paragraphs: {
      p1: 'Uz pretplatu za svaki oglas plaćate godišnju naknadu umjesto provizije na svaku rezervaciju. Paketi se razlikuju po vidljivosti i uključenim uslugama; prije odabira usporedite što koji od njih nudi.',
      p2: 'Ako očekujete mnogo rezervacija godišnje, pretplata je obično povoljnija od provizije. Ako iznajmljujete samo nekoliko tjedana u godini, provizija bi Vam mogla više odgovarati.',
    },
  },
  'how-subscription-billing-works': {
    title: 'Kako funkcionira naplata pretplate',
    paragraphs: {
      p1: 'Paket se naplaćuje kada Vaš oglas bude odobren i obnavlja se svake godine dok ga ne otkažete. Paket možete promijeniti u postavkama računa.',
      p2: 'Dodatne usluge i isticanja naplaćuju se zasebno, kada ih dodate, pa plaćate samo ono što sami odaberete.',
    },
  },
  'what-a-boost-does': {
    title: 'Čemu služi isticanje',
    paragraphs: {
      p1: 'Isticanje tijekom određenog razdoblja prikazuje Vaš oglas više u rezultatima pretraživanja. Korisno je za novi oglas koji još nema recenzija ili kada želite popuniti mirnije razdoblje.',
      p2: 'Isticanje ne mijenja ni Vašu cijenu ni oglas. Nije obavezno: ovaj korak možete preskočiti i oglas istaknuti kasnije.',
    },
  },
  'when-a-boost-pays-off': {
    title: 'Kada se isticanje isplati',
    paragraphs: {
      p1: 'Oglas istaknite kada gosti traže smještaj: nekoliko tjedana prije glavne sezone ili kada još imate slobodnih datuma u razdoblju koje se inače dobro prodaje.',
      p2: 'Isticanje kombinirajte s dobrim fotografijama i poštenom cijenom. Veća vidljivost dovodi više gostiju na Vašu stranicu, ali uvjeriti ih mora sam oglas.',
    },
  },
  'commission-subscription-or-hybrid': {
    title: 'Provizija, pretplata ili oboje?',
    paragraphs: {
      p1: 'Uz proviziju ne plaćate ništa unaprijed: postotak od svake rezervacije naplaćuje se kada gost rezervira. Uz pretplatu plaćate fiksnu godišnju naknadu, bez provizije. Model „Paket i provizija“ spaja manju naknadu s nižom provizijom.',
      p2: 'Odaberite model koji odgovara tome koliko iznajmljujete. Birate ga dok oglašavate svoj prvi objekt, a kasnije ga možete promijeniti u postavkama računa.',
    },
  },
  'extra-services-for-your-plan': {
    title: 'Dodatne usluge uz paket',
    paragraphs: {
      p1: 'Paketu možete dodati usluge poput profesionalnih fotografija, prijevoda opisa ili istaknutog mjesta na stranici. Cijena svake usluge prikazuje se prije nego što je dodate.',
      p2: 'Usluge nisu obavezne. Ako niste sigurni, počnite samo s paketom; usluge možete dodati u bilo kojem trenutku.',
    },
  },
  'how-commission-is-charged': {
    title: 'Kako se naplaćuje provizija',
    paragraphs: {
      p1: 'Provizija je postotak iznosa rezervacije. Ovisno o varijanti, dijeli se između Vas i gosta ili je plaćate sami, a tada gosti vide nižu ukupnu cijenu.',
      p2: 'Provizija se naplaćuje samo na potvrđene rezervacije. Za otkazane rezervacije ne plaćate je, osim ako prema Vašim pravilima otkazivanja zadržavate dio uplate.',
    },
  },
  'checklist-before-you-publish': {
    title: 'Što provjeriti prije objave',
    paragraphs: {
      p1: 'Prije slanja otvorite pregled i pročitajte oglas kao da ste gost: je li naziv jasan, jesu li fotografije dobro poredane, odgovaraju li kreveti broju gostiju?',
      p2: 'Provjerite cijenu i kalendar za sljedećih nekoliko mjeseci te je li upisan registracijski broj ako ga Vaša regija traži.',
    },
  },
  'what-happens-after-you-submit': {
    title: 'Što se događa nakon slanja oglasa',
    paragraphs: {
      p1: 'Vaš prvi oglas prije objave provjerava naš tim; ako nešto nedostaje, možda ćemo Vam se javiti. Oglasi iznajmljivača koji su već završili početno postavljanje objavljuju se odmah.',
      p2: 'Dok je oglas na provjeri ili objavljen, fotografije, cijene i kalendar možete i dalje uređivati u postavkama jedinice.',
    },
  },
};
