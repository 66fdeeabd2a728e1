// Word lists for putting back the accents that the OCR model drops, for Lithuanian, Estonian, Croatian and Slovak. PP-OCR's
// dictionary has no ė ū ų į č š ž (among others), and it often reads even the accents it has (á é í ó ú ä ö ü õ) as plain
// letters, so a Lithuanian receipt reads "Saskaita faktura" for "Sąskaita faktūra", an Estonian one "Kaibemaks" for "Käibemaks",
// a Croatian one "Racun" for "Račun" and a Slovak one "Dakujeme za nakup" for "Ďakujeme za nákup". Each list holds accented words
// (lower case, spelled as in the standard language: Lithuanian with ą č ę ė į š ų ū ž, Estonian with õ ä ö ü only, as š and ž are
// rare loanwords there, Croatian with č ć đ š ž, Slovak with á ä č ď é í ĺ ľ ň ó ô ŕ š ť ú ý ž) that are likely on receipts and
// invoices of small businesses in that country: trade and shop names and company words, food and drink, hardware and household
// goods, labour and service lines, invoice and receipt words, street and place words, the larger towns and regions, and common
// surnames and first names, with the inflected, plural and (Lithuanian, Croatian, Slovak) case forms that such documents print.
//
// The rule for every entry: removing all its diacritics (ą -> a, č ć -> c, đ ď -> d, ę ė é -> e, į í -> i, š -> s, ų ū ú ü -> u,
// ž -> z, õ ö ó ô -> o, ä á -> a, ĺ ľ -> l, ň -> n, ŕ -> r, ť -> t, ý -> y) must not give another real word of the same language,
// nor a common English word, so that putting the accents back can never turn a correct plain word into a wrong one. Hence most
// Lithuanian words whose only mark is a final ė, ę, ą or ų are left out, as their plain form is another case of a real word:
// "prekė", "gatvė", "kavinė", "bendrovė" (the instrumental preke, gatve, ...), "prekės" (the accusative plural prekes), the
// genitive plurals "darbų", "baldų", "eurų" (the instrumentals darbu, baldu, euru) and the women's surnames in -ienė; so are
// "mėsa" (English mesa), "sūris" (suris), "karštas" (karstas, coffin), "mašina" (masina), "šaldiklis" (saldiklis, sweetener) and
// "pietūs" (pietus). Estonian "köök" (kook, cake), "õli" (oli), "õlu" (olu), "töö" (English too), "tööde" (toode), "üür" and
// "üürimine" (uur, uurimine), "käär" (kaar), "väli" (vali), "lõhe" (lohe), "väljastas" (valjastas), "ämber" (English amber),
// "mägi" (English magi) and "märts" (English marts) are left out; Croatian "kuća" (kuca), "šuma" (suma), "kućni" (kucni), "kolač"
// (kolac), "čaše" (English case), "šišanje" (sisanje), "građa" (grada), "grožđe" (grozde), "brač" (brac), "piće" (English pice)
// and "bašić" (English basic); Slovak "múka" (muka), "práčka" (pracka), "kôš" (kos), "jedlá" (jedla), "časť" (English cast),
// "dátum" (English datum), "apríl", "materiál", "radiátor", "káva" and "salón" (English april, material, radiator, kava, salon),
// and the neuter adjectives whose plain form is an adverb ("obchodné", "denné", "hlavné": obchodne, denne, hlavne). Croatian đ is
// also written dj: a đ word is kept where its d form is no word. Words are at least 3 letters, no two words of a list share a
// stripped form, and where unsure a word was left out.
//
// The lists were written from general knowledge of the languages, not from any measurement set or document corpus; the stripped
// forms were then checked against general-purpose Hunspell spelling dictionaries of each language (Estonian without its
// compounding rule, which accepts almost any string of short words) and of English to drop collisions, and by hand where the
// dictionary is small (Croatian). Compound words whose stripped form only such compounding could build (Estonian "köögikapp" ->
// koogikapp) were kept, and so were "klaipėda" and "košice", whose plain form is only the English name of the same town.

/** Lithuanian: 451 words. */
export const LITHUANIAN_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'užkandinė', 'užkandinės', 'užkandinėje', 'mėsinė', 'mėsinės', 'kepyklėlė', 'kepyklėlės', 'kirpėja', 'kirpėjos', 'kirpėjas',
  'siuvėja', 'grožio', 'žuvies', 'gėlės', 'įmonė', 'įmonės', 'įmonių', 'įmonėje', 'uždaroji', 'uždarosios', 'mažoji', 'mažosios',
  'ūkis', 'ūkio', 'ūkininkas', 'ūkininko', 'ūkininkė', 'žemės', 'medžiagos', 'medžiagų', 'medžiaga', 'statybų', 'užeiga',
  'užeigos', 'sandėlis', 'sandėlio', 'dirbtuvėse', 'drabužių', 'drabužiai', 'žaislų', 'žaislai', 'knygų', 'gėrimų', 'gėrimai',
  'gėrimas', 'prekių', 'apžiūra', 'apžiūros', 'padangų', 'šaltkalvis', 'šaltkalvio', 'dažų', 'dažai', 'dažymas', 'dažymo',
  'šildymas', 'šildymo', 'viešbutis', 'viešbučio', 'viešbučiai', 'svečių', 'svečiai', 'kelionių', 'agentūra', 'agentūros',
  'pervežimas', 'pervežimai', 'pervežimo', 'įrankių', 'įrankiai', 'įranga', 'įrangos', 'įrengimas', 'įrengimo', 'įrenginiai',
  'įrenginių', 'ūkinės', 'ūkinių', 'čekis', 'čekio', 'čekiai', 'vaistažolių', 'kirpyklėlė', 'gėlininkystė', 'plovyklų',
  'šaltkalvių', 'skalbyklų',
  // food and drink
  'bandelių', 'pyragėlis', 'pyragėliai', 'sūrio', 'sūriai', 'sūrių', 'varškė', 'varškės', 'grietinėlė', 'grietinėlės',
  'kiaušiniai', 'kiaušinių', 'kiaušinis', 'mėsos', 'vištiena', 'vištienos', 'dešra', 'dešros', 'dešrelės', 'dešrelių', 'rūkyta',
  'rūkytas', 'rūkyti', 'rūkytos', 'lašiniai', 'šoninė', 'šašlykas', 'šašlykai', 'šaltibarščiai', 'barščiai', 'balandėliai',
  'koldūnai', 'bulvių', 'daržovės', 'daržovių', 'kriaušės', 'braškės', 'braškių', 'vyšnios', 'svogūnai', 'svogūnų', 'česnakai',
  'česnakas', 'kopūstai', 'kopūstų', 'burokėliai', 'žuvis', 'lašiša', 'lašišos', 'šaltiena', 'troškinys', 'žirniai', 'žirnių',
  'ryžiai', 'ryžių', 'riešutai', 'riešutų', 'traškučiai', 'šokoladas', 'šokolado', 'pusryčiai', 'padažas', 'padažu', 'užkandžiai',
  'užkandis', 'įpakavimas', 'maišelis', 'maišeliai', 'maišelio', 'užstatas', 'užstato', 'varškėčiai', 'čeburekai', 'žemaičių',
  'mėsainis', 'mėsainiai', 'pieniškos', 'troškinta', 'troškintos', 'salotų', 'gaiviųjų',
  // household, hardware, cleaning
  'varžtai', 'varžtas', 'varžtų', 'vinių', 'medsraigčiai', 'kaiščiai', 'veržlės', 'poveržlės', 'grąžtas', 'grąžtai', 'gręžtuvas',
  'pjūklas', 'vamzdžiai', 'vamzdžių', 'čiaupas', 'maišytuvas', 'lempučių', 'šviestuvas', 'šviestuvai', 'plytelių', 'grindų',
  'plytų', 'čerpės', 'lentų', 'durų', 'žaliuzės', 'užuolaidos', 'minkštiklis', 'šampūnas', 'dantų', 'rankšluosčiai',
  'rankšluostis', 'šiukšlių', 'šiukšliadėžė', 'maišai', 'šluota', 'šaldytuvas', 'šaukštai', 'šakutės', 'lėkštės', 'lėkštė',
  'kilimėlis', 'žoliapjovė', 'žarna', 'sėklos', 'indaplovių', 'šaukštų', 'gręžimas', 'kištukas', 'kištukai', 'čiužinys',
  'čiužiniai', 'antklodžių', 'užraktas', 'spynų', 'keptuvių',
  // services and labour
  'užmokestis', 'valandų', 'įkainis', 'įkainiai', 'iškvietimas', 'iškvietimo', 'išvykimas', 'išlaidos', 'išlaidų', 'sąnaudos',
  'priežiūra', 'priežiūros', 'išvalymas', 'išmontavimas', 'išvežimas', 'paruošimas', 'manikiūras', 'pedikiūras', 'masažas',
  'išnuomojimas', 'išankstinė', 'išankstinis', 'apmokėjimas', 'apmokėjimo', 'dažymų', 'įrengimų', 'konsultacijų', 'išvežimo',
  'išvykimo',
  // invoice and receipt words
  'sąskaita', 'sąskaitos', 'sąskaitų', 'faktūra', 'faktūros', 'faktūrų', 'pirkėjas', 'pirkėjo', 'pirkėjui', 'pirkėjai',
  'pardavėjas', 'pardavėjo', 'tiekėjas', 'tiekėjo', 'gavėjas', 'gavėjo', 'mokėtojas', 'mokėtojo', 'mokėti', 'mokėjimas',
  'mokėjimo', 'mokėjimai', 'mokėtina', 'mokėtinas', 'apmokėti', 'apmokėta', 'apmokėtina', 'sumokėta', 'sumokėti', 'grąža',
  'grąžos', 'grąžinimas', 'grąžinimo', 'išrašymo', 'išrašyta', 'išrašė', 'išrašymas', 'parašas', 'parašai', 'pasirašė',
  'pasirašyta', 'išdavė', 'priėmė', 'ačiū', 'dėkojame', 'dėkui', 'prašome', 'išsaugokite', 'krepšelis', 'taškai', 'taškų', 'kainų',
  'mokesčių', 'mokesčiai', 'pridėtinės', 'užsakymas', 'užsakymo', 'užsakymai', 'sąmata', 'pasiūlymas', 'važtaraštis',
  'važtaraščio', 'priėmimo', 'dienų', 'trečiadienis', 'šeštadienis', 'balandžio', 'gegužės', 'birželio', 'rugpjūčio', 'rugsėjo',
  'lapkričio', 'gruodžio', 'būdu', 'grąžinti', 'grąžinta', 'čekių', 'mokėtojų',
  // street and place words
  'gatvėje', 'aikštė', 'aikštės', 'alėja', 'seniūnija', 'seniūnijos', 'geležinkelio', 'bažnyčia', 'bažnyčios', 'basanavičiaus',
  'žalgirio', 'žirmūnų', 'šeškinės', 'pašilaičių', 'fabijoniškių', 'justiniškių', 'šnipiškių', 'žvėrynas', 'užupis', 'žaliakalnis',
  'šilainiai', 'šančių', 'kalniečių',
  // cities, towns, regions
  'klaipėda', 'klaipėdos', 'šiauliai', 'šiaulių', 'panevėžys', 'panevėžio', 'mažeikiai', 'mažeikių', 'kėdainiai', 'kėdainių',
  'telšiai', 'telšių', 'šilutė', 'šilutės', 'radviliškis', 'radviliškio', 'rokiškis', 'rokiškio', 'biržai', 'biržų', 'gargždai',
  'gargždų', 'elektrėnai', 'elektrėnų', 'kuršėnai', 'vilkaviškis', 'vilkaviškio', 'anykščiai', 'anykščių', 'kaišiadorys',
  'kaišiadorių', 'šalčininkai', 'šalčininkų', 'širvintos', 'širvintų', 'švenčionys', 'švenčionių', 'molėtai', 'molėtų', 'joniškis',
  'joniškio', 'varėna', 'varėnos', 'birštonas', 'birštono', 'kupiškis', 'kupiškio', 'lietuviškas', 'lietuviški', 'lietuviška',
  'žemaitija', 'aukštaitija', 'dzūkija',
  // surnames
  'stankevičius', 'žukauskas', 'šimkus', 'žilinskas', 'žemaitis', 'balčiūnas', 'kučinskas', 'mačiulis', 'lukoševičius',
  'marcinkevičius', 'šimkūnas', 'daukša', 'žiogas', 'pranckevičius', 'jakštas', 'lukšys', 'vaičiulis', 'jurkšaitis',
  'andriuškevičius', 'tamošiūnas', 'tamošaitis', 'paškevičius', 'jasiūnas', 'mickevičius', 'bražinskas', 'bružas', 'čepulis',
  'čiurlionis', 'tumėnas',
  // first names
  'žydrūnas', 'šarūnas', 'jūratė', 'aušra', 'aušrinė', 'kęstutis', 'žilvinas', 'arūnas', 'austėja', 'živilė', 'česlovas', 'šarūnė',
  'ramūnas', 'gražina', 'rūtelė',
];

/** Estonian: 389 words. */
export const ESTONIAN_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'pagariäri', 'kondiitriäri', 'söögikoht', 'söögikoha', 'lõunakoht', 'söökla', 'sööklas', 'küünesalong', 'küünestuudio',
  'küünehooldus', 'küünetehnik', 'rehvitöökoda', 'autotöökoda', 'töökoda', 'töökoja', 'ülevaatuspunkt', 'tehnoülevaatus',
  'osaühing', 'osaühingu', 'osaühingule', 'mittetulundusühing', 'füüsilisest', 'füüsilise', 'õigusbüroo', 'õigusabi', 'büroo',
  'külalistemaja', 'kütus', 'kütuse', 'kütused', 'diislikütus', 'tööstus', 'tööstuse', 'rõivapood', 'rõivad', 'rõivaste',
  'jalanõud', 'mänguasjad', 'mänguasjapood', 'köögitarbed', 'tööriistapood', 'käsitöö', 'käsitööpood', 'lõngapood', 'õmblustööd',
  'õmblus', 'rätsep', 'rätsepatöökoda', 'kingsepatöökoda', 'võtmed', 'söögituba', 'õllepood', 'õllebaar', 'õllerestoran',
  'trükikoda', 'trükiteenus', 'sõidukool', 'mööblitootmine',
  // food and drink
  'köögiviljad', 'köögivili', 'õun', 'õunad', 'õunamahl', 'õunakook', 'õunasiider', 'küüslauk', 'küüslauguga', 'küüslaugusai',
  'äädikas', 'jäätis', 'jäätise', 'päevapraad', 'päevasupp', 'päevamenüü', 'hommikusöök', 'lõunasöök', 'õhtusöök', 'lõuna',
  'lõunamenüü', 'menüü', 'küpsised', 'küpsis', 'küpsetis', 'küpsetised', 'küpsetatud', 'pähklid', 'pähklisegu', 'jõulu', 'jõulud',
  'sõir', 'kõrvits', 'kõrvitsa', 'kõrvitsad', 'kõrvitsaseemned', 'leivakõrvane', 'täidisega', 'täidetud', 'röstitud', 'röstsai',
  'kartulipüree', 'külmsuitsu', 'täissuitsuvorst', 'lõhefilee', 'köömneleib', 'köömned', 'täisteraleib', 'jõhvikamahl', 'jõhvikad',
  'mustsõstar', 'sõstrad', 'läätsed', 'müsli', 'värske', 'värsked', 'külmutatud', 'ühepajatoit', 'võileib', 'võileivad',
  'kõrvalroog', 'vürtsid',
  // household, hardware, cleaning
  'tüüblid', 'mutrivõti', 'mõõdulint', 'lüliti', 'lülitid', 'põrandaplaat', 'põrandaliist', 'põrandaküte', 'põrand', 'põranda',
  'põrandad', 'seinavärv', 'põrandavärv', 'värvirull', 'värvipintsel', 'säästupirn', 'äravool', 'äravoolutoru', 'torupõlv',
  'rõhupaak', 'õhksoojuspump', 'päikesepaneel', 'küttepuud', 'küttepuude', 'kütteõli', 'küte', 'grillsüsi', 'süütevedelik',
  'küünlad', 'küünal', 'tööriist', 'tööriistad', 'oksakäärid', 'lõikurid', 'väetis', 'väetised', 'nõudepesuvahend',
  'nõudepesuvedelik', 'nõudepesumasin', 'nõudepesu', 'kööginõud', 'nõud', 'köögikapp', 'köögimööbel', 'mööbel', 'mööbli',
  'külmkapp', 'sügavkülmik', 'paberrätik', 'paberrätikud', 'käterätik', 'käterätikud', 'rätik', 'rätikud', 'salvrätikud',
  'märgsalvrätikud', 'prügikott', 'prügikotid', 'prügikast', 'prügikastid', 'prügi', 'käsnad', 'ämbrid', 'pesunöör', 'mähkmed',
  'kätekreem',
  // services and labour
  'töötasu', 'töötasud', 'töötund', 'töötunnid', 'tööaeg', 'tööpäev', 'töönädal', 'ületunnid', 'ületunnitasu', 'nädalavahetus',
  'tööjõud', 'tööjõukulu', 'lisatöö', 'lisatööd', 'väljakutse', 'väljakutsetasu', 'väljasõit', 'kohalesõit', 'sõidukulu',
  'sõidukulud', 'sõidutasu', 'kütusekulu', 'sõit', 'sõidu', 'sõidud', 'sõiduk', 'sõidukid', 'sõiduki', 'mootorsõiduk',
  'õlivahetus', 'õlifilter', 'õhufilter', 'ülevaatus', 'ülevaatuse', 'nõustamine', 'nõustamise', 'tõlge', 'tõlked', 'tõlketeenus',
  'trükised', 'ümberehitus', 'ehitustööd', 'üldehitus', 'elektritööd', 'torutööd', 'maalritööd', 'katusetööd', 'lammutustööd',
  'kaevetööd', 'remonditööd', 'paigaldustööd', 'vahetustööd', 'puhastustööd', 'koristustööd', 'hooldustööd', 'keevitustööd',
  'puusepatööd', 'tõstetööd', 'aiatööd', 'haljastustööd', 'lumetõrje', 'jäätmed', 'jäätmevedu', 'prügivedu', 'äravedu',
  'kättetoimetamine', 'lõikus', 'juukselõikus', 'maniküür', 'pediküür', 'näohooldus',
  // invoice and receipt words
  'müügiarve', 'müügikoht', 'müügileping', 'töövõtuleping', 'lõpparve', 'kuupäev', 'kuupäeval', 'tähtaeg', 'maksetähtaeg',
  'tähtajaks', 'tähtpäev', 'käibemaks', 'käibemaksu', 'käibemaksuga', 'käibemaksuta', 'käibemaksuvaba', 'käibemaksukohustuslase',
  'käibemaksukohustuslane', 'kõik', 'kõigest', 'ühik', 'ühiku', 'ühikuhind', 'ühikuhinnaga', 'mõõtühik', 'ümardamine', 'ümardus',
  'ülekanne', 'ülekandega', 'pangaülekanne', 'pangaülekandega', 'võlgnevus', 'õiend', 'õiendi', 'püsiklient', 'püsikliendi',
  'tagastusõigus', 'tänan', 'täname', 'aitäh', 'päeva', 'päev', 'päevad', 'päevas', 'nädal', 'nädala', 'esmaspäev', 'teisipäev',
  'kolmapäev', 'neljapäev', 'laupäev', 'pühapäev', 'kodulehekülg', 'lehekülg', 'võttis', 'vastuvõtu', 'üleandmise',
  // street and place words
  'tänav', 'tänava', 'tänaval', 'väljak', 'väljaku', 'keskväljak', 'põik', 'kõnnitee', 'põhja', 'lõunakeskus', 'sõpruse',
  'ülikool', 'ülikooli', 'gümnaasium', 'põhikool', 'tähetorni', 'ülemiste', 'mustamäe', 'lasnamäe', 'nõmme', 'õismäe', 'pääsküla',
  'tähtvere',
  // cities, towns, regions
  'pärnu', 'võru', 'põltsamaa', 'jõhvi', 'jõgeva', 'põlva', 'kärdla', 'sillamäe', 'järve', 'otepää', 'räpina', 'märjamaa',
  'kõrveküla', 'tõrva', 'rõngu', 'tõstamaa', 'kiviõli', 'mõisaküla', 'vändra', 'häädemeeste', 'järvakandi', 'jõelähtme',
  'ülenurme', 'tõravere', 'pärnumaa', 'võrumaa', 'põlvamaa', 'jõgevamaa', 'järvamaa', 'läänemaa',
  // surnames
  'lõhmus', 'põder', 'kõiv', 'nõmm', 'jõgi', 'jõesaar', 'põldma', 'mõttus', 'tõnisson', 'õunapuu', 'pärn', 'järv', 'järvelaid',
  'mäesalu', 'mäeots', 'jürgenson', 'pütsep', 'küttim',
  // first names
  'tõnu', 'tõnis', 'ülle', 'ülo',
];

/** Croatian: 412 words. */
export const CROATIAN_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'društvo', 'društva', 'ograničenom', 'odgovornošću', 'trgovački', 'trgovačko', 'slastičarnica', 'cvjećarna', 'knjižara',
  'kozmetički', 'kozmetičkih', 'kozmetička', 'pržionica', 'električar', 'električara', 'keramičar', 'keramičara', 'građevinski',
  'građevinska', 'građevinsko', 'građevinarstvo', 'uslužni', 'uslužna', 'održavanje', 'održavanja', 'čišćenje', 'čišćenja',
  'čistionica', 'kafić', 'kafića', 'smještaj', 'smještaja', 'dobavljač', 'dobavljača', 'obrtnička', 'obrtnički', 'keramičarski',
  'električarski', 'krovopokrivački', 'krovopokrivač', 'ličilac', 'seljačko', 'kušaona', 'kušaonica', 'trgovačka', 'ljekarnički',
  'računalni', 'računala', 'računalna', 'računovodstveni', 'računovodstvo', 'računovodstvene', 'turističke', 'turistička',
  'turistički', 'putnička',
  // food and drink
  'ćevapi', 'ćevapa', 'ćevapčići', 'ražnjići', 'pršut', 'pršuta', 'šunka', 'šunke', 'čvarci', 'pašticada', 'kroštule', 'štrukli',
  'palačinke', 'palačinka', 'čokolada', 'čokolade', 'povrće', 'voće', 'kruške', 'šljive', 'trešnje', 'češnjak', 'rajčica',
  'rajčice', 'špinat', 'brašno', 'šećer', 'džem', 'čaj', 'šljivovica', 'gemišt', 'špricer', 'doručak', 'ručak', 'večera',
  'ambalaža', 'vrećica', 'bočica', 'domaća', 'domaće', 'domaćih', 'mliječni', 'mliječna', 'mliječne', 'čokoladni', 'čokoladna',
  'pečenje', 'pečeno', 'pečena', 'pečeni', 'sendvič', 'sendviči', 'pečenjara', 'kremšnita', 'kremšnite', 'kolačić', 'kolačići',
  'pogačice', 'pogača', 'sataraš', 'đuveč', 'prženi', 'prženo', 'pržene', 'pržena', 'naranča', 'naranče', 'naranču', 'juneći',
  'junećeg', 'pileći', 'pileća', 'pileće', 'teleći', 'teleća', 'teleće', 'janjeći', 'janjeća', 'varaždinski', 'žestoka', 'žestoko',
  'točeno', 'točena', 'točeni',
  // household, hardware, cleaning
  'čavli', 'čavala', 'podloške', 'bušilica', 'bušilice', 'čekić', 'odvijač', 'odvijači', 'kliješta', 'ključ', 'ključevi',
  'miješalica', 'školjka', 'utičnica', 'utičnice', 'prekidač', 'prekidači', 'žarulja', 'žarulje', 'pločice', 'keramičke', 'žbuka',
  'četka', 'deterdžent', 'omekšivač', 'šampon', 'ručnici', 'ručnik', 'kućanski', 'kućanske', 'zamrzivač', 'štednjak', 'pećnica',
  'usisavač', 'glačalo', 'sušilica', 'noževi', 'namještaj', 'namještaja', 'željezarija', 'vijčana', 'kućište', 'kućišta',
  'šmirgla', 'valjčić', 'mreža', 'mreže', 'žica', 'žice', 'žičana', 'vreće', 'šljunak', 'šljunka', 'građevni', 'građevnog',
  'građevinskog', 'jastučnica',
  // services and labour
  'montaža', 'montaže', 'demontaža', 'demontaže', 'glačanje', 'masaža', 'masaže', 'poštarina', 'troškovi', 'trošak', 'troškova',
  'obračun', 'obračuna', 'obračunski', 'ličenje', 'žbukanje', 'smeća', 'smeće', 'košnja', 'košnje', 'uređenje', 'uređenja',
  'krečenje', 'uslužne',
  // invoice and receipt words
  'račun', 'računa', 'računi', 'računu', 'predračun', 'predračuna', 'količina', 'količine', 'jedinična', 'jedinični', 'način',
  'plaćanja', 'plaćanje', 'plaćeno', 'vraćeno', 'novčanice', 'žiro', 'dospijeće', 'dospijeća', 'zaokruživanje', 'zaokruženo',
  'šifra', 'šifre', 'ovlaštena', 'ovlašteni', 'ovlaštene', 'narudžba', 'narudžbe', 'narudžbenica', 'isporučeno', 'isporučena',
  'oslobođeno', 'oslobođen', 'oslobođena', 'mjesečni', 'mjesečna', 'mjesečno', 'četvrtak', 'siječanj', 'veljača', 'ožujak',
  'siječnja', 'veljače', 'ožujka', 'dođite', 'naručitelj', 'naručitelja', 'izvršitelj', 'izvršitelja', 'plaćen', 'plaćena',
  'plaćene', 'uplaćeno', 'uplaćen',
  // street and place words
  'šetalište', 'šetališta', 'županija', 'županije', 'općina', 'općine', 'zagrebačka', 'riječka', 'osječka', 'zagrebački',
  'riječki', 'osječki', 'šibenski', 'šibenska', 'dubrovački', 'dubrovačka', 'karlovački', 'karlovačka', 'sisački', 'sisačka',
  'varaždinska', 'koprivnička', 'križevačka', 'virovitička', 'požeška', 'međimurska', 'ličko', 'moslavačka', 'jelačića', 'jelačić',
  'starčevića', 'gundulića', 'preradovića', 'mažuranića', 'šenoe', 'kranjčevića', 'tuđmana', 'krešimira', 'svačića',
  'draškovićeva', 'vlaška', 'radićeva', 'trešnjevka', 'črnomerec', 'peščenica', 'bačvice', 'žnjan',
  // cities, towns, regions
  'varaždin', 'šibenik', 'požega', 'đakovo', 'čakovec', 'zaprešić', 'poreč', 'gospić', 'metković', 'kaštela', 'omiš', 'križevci',
  'ivanić', 'đurđevac', 'našice', 'županja', 'korčula', 'pelješac', 'lošinj', 'međimurje',
  // surnames
  'kovačević', 'babić', 'marić', 'jurić', 'kovačić', 'knežević', 'vuković', 'marković', 'petrović', 'matić', 'tomić', 'pavlović',
  'kovač', 'božić', 'blažević', 'grgić', 'pavić', 'radić', 'perić', 'filipović', 'šarić', 'lovrić', 'vidović', 'perković',
  'popović', 'bošnjak', 'jukić', 'barišić', 'martinović', 'nikolić', 'bilić', 'galić', 'mlinarić', 'šimić', 'brkić', 'lončar',
  'josipović', 'klarić', 'pranjić', 'mikulić', 'šimunović', 'čović', 'đurić', 'mandić', 'jakovljević', 'knezović', 'ivanković',
  'ivančić', 'zorić', 'mihaljević', 'crnković', 'tadić', 'čorić', 'vučković', 'mustapić',
  // first names
  'krešimir', 'dražen', 'željko', 'nikša', 'šime', 'đurđa', 'snježana', 'blaženka', 'ružica', 'željka', 'nataša', 'višnja',
  'đurđica', 'božidar', 'joško',
];

/** Slovak: 456 words. */
export const SLOVAK_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'spoločnosť', 'spoločnosti', 'ručením', 'obmedzeným', 'akciová', 'živnostník', 'živnosť', 'podnikateľ', 'pekáreň', 'cukráreň',
  'mäsiarstvo', 'mäsiareň', 'reštaurácia', 'reštaurácie', 'kaviareň', 'krčma', 'lekáreň', 'drogéria', 'kníhkupectvo',
  'kvetinárstvo', 'železiarstvo', 'kaderníctvo', 'kozmetické', 'autoumyváreň', 'čerpacia', 'opravovňa', 'čistiareň', 'hodinárstvo',
  'zámočníctvo', 'stolárstvo', 'elektrikár', 'inštalatér', 'murár', 'natierač', 'údržba', 'služby', 'služba', 'účtovníctvo',
  'účtovné', 'advokátska', 'kancelária', 'penzión', 'sťahovanie', 'kuriérska', 'výroba', 'predajňa', 'veľkoobchod', 'záhradníctvo',
  'poľnohospodárske', 'vináreň', 'vinárstvo', 'obchodná', 'obchodný', 'autoopravovňa', 'kúrenie', 'kúrenár', 'zváranie',
  'zváračské', 'tesárstvo', 'pokrývač', 'pokrývačstvo', 'kamenárstvo', 'sklenárstvo', 'čalúnnictvo', 'krajčírstvo', 'krajčírka',
  'obuvníctvo', 'rozličný',
  // food and drink
  'rožok', 'rožky', 'pečivo', 'koláč', 'koláče', 'štrúdľa', 'vajíčka', 'šunka', 'saláma', 'klobása', 'bravčové', 'bravčová',
  'hovädzie', 'hovädzia', 'morčacie', 'morčacia', 'halušky', 'bryndzové', 'rezeň', 'vyprážaný', 'vyprážané', 'vyprážaná', 'ryža',
  'knedľa', 'omáčka', 'šalát', 'hrušky', 'čerešne', 'cibuľa', 'špenát', 'cukríky', 'sušienky', 'čaj', 'džús', 'minerálka',
  'minerálna', 'borovička', 'hruškovica', 'nápoje', 'raňajky', 'večera', 'príloha', 'mäso', 'sprepitné', 'záloha', 'zálohovaná',
  'fľaša', 'taška', 'igelitová', 'tvarohové', 'tvarohový', 'mliečne', 'mliečny', 'údené', 'údená', 'údený', 'paradajková',
  'zemiakový', 'zemiakové', 'zemiaková', 'cestovín', 'dusená', 'pečená', 'pečený', 'opekaný', 'opekané', 'grilovaná', 'grilovaný',
  'varené', 'varený', 'čokoláda', 'čokoládový', 'zmrzlinový', 'smotanový', 'šľahačka', 'kyslé', 'nakladané', 'sladké', 'slané',
  'domáce', 'domáca', 'domáci',
  // household, hardware, cleaning
  'hmoždinky', 'podložky', 'vŕtačka', 'vrták', 'skrutkovač', 'kliešte', 'kľúč', 'kľúče', 'rúry', 'rúra', 'batéria', 'umývadlo',
  'vaňa', 'záchod', 'kábel', 'káble', 'vypínač', 'zásuvka', 'žiarovka', 'žiarovky', 'silikón', 'dlažba', 'laminát', 'štetec',
  'valček', 'škridla', 'zámok', 'prací', 'prášok', 'aviváž', 'šampón', 'zubná', 'toaletný', 'uteráky', 'domácnosť', 'domácnosti',
  'chladnička', 'mraznička', 'sporák', 'vysávač', 'žehlička', 'nože', 'lyžice', 'vidličky', 'poháre', 'šálky', 'vankúš',
  'posteľné', 'posteľná', 'záclony', 'kosačka', 'nábytok', 'kuchyňa', 'kúpeľňa', 'odtokové', 'odpadová', 'sadrokartónové',
  'brúsny', 'brúska', 'pílka', 'kotúč', 'reťaz', 'záhradná', 'záhradné', 'postrekovač', 'rebrík', 'rebríky', 'lešenie', 'náradie',
  'čistiace', 'umývací', 'vrecúška', 'odpadkový',
  // services and labour
  'práca', 'hodinová', 'výjazd', 'montáž', 'montáže', 'demontáž', 'inštalácia', 'inštalácie', 'výmena', 'výmeny', 'revízia',
  'revízie', 'čistenie', 'umývanie', 'žehlenie', 'manikúra', 'pedikúra', 'masáž', 'masáže', 'konzultácia', 'konzultácie',
  'prenájom', 'nájom', 'nájomné', 'tlač', 'kopírovanie', 'doručenie', 'poštovné', 'náklady', 'zálohová', 'vyúčtovanie',
  'maľovanie', 'betónovanie', 'záhrady', 'úprava', 'úpravy', 'údržby', 'servisná', 'stavebná', 'vykládka', 'nakládka',
  // invoice and receipt words
  'účet', 'účtu', 'účtenka', 'číslo', 'čísla', 'variabilný', 'konštantný', 'špecifický', 'množstvo', 'merná', 'jednotková',
  'základ', 'zľava', 'zľavy', 'zaokrúhlenie', 'vrátené', 'ďakujeme', 'ďakujem', 'tešíme', 'návštevu', 'daňový', 'daňová', 'daňové',
  'pokladničný', 'pokladník', 'pokladňa', 'položka', 'položky', 'názov', 'počet', 'celková', 'celkový', 'úhrade', 'uhradené',
  'zaplatené', 'zaplatiť', 'vrátiť', 'výdavok', 'príjmový', 'výdavkový', 'objednávka', 'dodací', 'cenová', 'reklamácia', 'záruka',
  'záručný', 'pečiatka', 'schválil', 'mesačný', 'týždeň', 'štvrtok', 'nedeľa', 'január', 'február', 'október', 'nákup', 'nákupu',
  'faktúra', 'faktúry', 'faktúru', 'dodávateľ', 'odberateľ', 'predávajúci', 'kupujúci', 'spôsob', 'úhrady', 'úhrada', 'hotovosť',
  'platobná', 'bankový', 'splatnosť', 'úhrnom', 'čiastka',
  // street and place words
  'námestie', 'nábrežie', 'sídlisko', 'mestská', 'hlavná', 'štúrova', 'školská', 'poľná', 'športová', 'krátka', 'priemyselná',
  'železničná', 'nádražná', 'továrenská', 'štefánikova', 'sládkovičova', 'kukučínova', 'bernolákova', 'rázusova', 'dolná',
  'stredná', 'južná', 'severná', 'východná', 'západná', 'lesná', 'lúčna', 'vinohradnícka', 'pražská', 'bratislavská', 'košická',
  'trnavská', 'žilinská',
  // cities, towns, regions
  'košice', 'prešov', 'žilina', 'banská', 'trenčín', 'považská', 'spišská', 'zámky', 'komárno', 'humenné', 'mikuláš', 'ružomberok',
  'piešťany', 'topoľčany', 'trebišov', 'čadca', 'rimavská', 'dunajská', 'rožňava', 'lučenec', 'partizánske', 'ľubovňa', 'kežmarok',
  'levoča', 'šamorín', 'petržalka', 'ružinov', 'dúbravka', 'devínska', 'bánovce', 'vráble', 'štúrovo',
  // surnames
  'horváth', 'kováč', 'tóth', 'baláž', 'szabó', 'novák', 'lukáč', 'polák', 'hudák', 'kollár', 'šimko', 'gajdoš', 'kučera',
  'černák', 'hruška', 'krajčír', 'vaško', 'ďurica', 'ďurička', 'štefánik', 'janík', 'jurčo', 'kráľ', 'pavlík', 'kubík', 'ševčík',
  'majerník', 'čierny', 'žiak', 'kováčová', 'horváthová', 'tóthová', 'balážová', 'nováková', 'lukáčová', 'poláková', 'hudáková',
  'kollárová', 'šimková', 'gajdošová', 'kučerová',
  // first names
  'ľubomír', 'ľuboš', 'matúš', 'lukáš', 'dušan', 'ľudovít', 'ľubica', 'terézia', 'alžbeta', 'božena', 'ľudmila', 'anežka',
  'blažena',
];
/** The lists by language code. */
export const ACCENT_LISTS_CENTRAL = {
  lt: LITHUANIAN_ACCENTED,
  et: ESTONIAN_ACCENTED,
  hr: CROATIAN_ACCENTED,
  sk: SLOVAK_ACCENTED,
} as const;
