// Word lists for putting back the accents that the OCR model drops. PP-OCRv4's dictionary has no ø å æ ö ß ñ ç č ř š ž ě ů ý ň ť ď
// ô ê õ, and it often reads even the accents it has (ä ü é á í ó) as plain letters, so a Norwegian receipt reads "Kjoring" for
// "Kjøring" and "Sjomat AS" for "Sjømat AS". Each list holds accented words (lower case, spelled as in the language) that are
// likely on receipts and invoices of small businesses in that country: trade and shop names, food and drink, hardware and
// household goods, labour and service lines, invoice and receipt words, street and place words, the larger towns and regions,
// and common surnames and first names, with the inflected, plural and definite forms that such documents print.
//
// The rule for every entry: removing all its diacritics (ø -> o, æ -> ae or a or e, ł -> l, the rest by dropping the mark) must
// not give another real word of the same language, nor a common English word, so that putting the accents back can never turn a
// correct plain word into a wrong one. Hence "får" (far), "gård" (gard, garden), "kök" (kok), "mælk" (malk), "møte" (mote),
// "dør" in Norwegian (dor), "hlavní" (hlavni), "víno" (vino), "nákup" (nakup), "opłata" (oplata), "sąd" (sad) are left out.
// Words are at least 3 letters, no two words of a list share a stripped form, and where unsure a word was left out.
//
// The lists were written from general knowledge of the languages, not from any measurement set or document corpus; the
// stripped forms were then checked against general-purpose spelling dictionaries of each language (and English) to drop
// collisions. Compound words that such a dictionary only "accepts" by gluing two short words together were kept.

/** Swedish: 593 words. */
export const SWEDISH_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'affär', 'affären', 'affärer', 'köttaffär', 'fiskaffär', 'blomsteraffär', 'järnhandel', 'järnhandeln', 'järnaffär', 'färghandel',
  'färgaffär', 'frisör', 'frisören', 'frisörsalong', 'frisörer', 'målare', 'måleri', 'målerifirma', 'målarfirma', 'rörmokare',
  'rörfirma', 'rörläggare', 'rörinstallation', 'rörinstallationer', 'städfirma', 'städning', 'städningen', 'tvätteri', 'kemtvätt',
  'tvättstuga', 'däck', 'däckbyte', 'däckhotell', 'däckverkstad', 'bilvårdsföretag', 'bilvård', 'glasmästeri', 'rökeri', 'kafé',
  'kaféet', 'kaféer', 'gatukök', 'krögare', 'grönsakshandel', 'hälsokost', 'hälsokostbutik', 'närbutik', 'köpman', 'företag',
  'företaget', 'företagare', 'företagen', 'låssmed', 'låsservice', 'låssmeden', 'trädgårdsmästare', 'trädgårdsbutik', 'fotvård',
  'hårvård', 'skönhetssalong', 'tandläkare', 'läkare', 'läkarhus', 'vårdcentral', 'veterinär', 'möbler', 'möbelaffär', 'möbelsnickare',
  'skrädderi', 'skräddare', 'järnvaror', 'söner', 'bröderna', 'brödernas', 'åkeri', 'åkeriet', 'bärgning', 'bärgningsbil',
  // food and drink
  'bröd', 'brödet', 'bröden', 'smörgås', 'smörgåsar', 'smörgåsen', 'smörgåstårta', 'smör', 'smöret', 'mjölk', 'mjölken', 'lättmjölk',
  'mellanmjölk', 'standardmjölk', 'filmjölk', 'grädde', 'gräddfil', 'vispgrädde', 'matlagningsgrädde', 'färskost', 'hårdost', 'kött',
  'köttet', 'köttbullar', 'köttfärs', 'köttfärssås', 'fläskfilé', 'fläskkött', 'fläskkarré', 'nötkött', 'lammkött', 'nötfärs',
  'kycklingfilé', 'rökt', 'rökta', 'rökig', 'räkmacka', 'räksmörgås', 'strömming', 'surströmming', 'kräftor', 'kräftskiva', 'röding',
  'sjömat', 'fiskfilé', 'laxfilé', 'äpplen', 'päron', 'blåbär', 'körsbär', 'jordgubbstårta', 'björnbär', 'krusbär', 'morötter',
  'rödbetor', 'rödlök', 'gräslök', 'vitlök', 'purjolök', 'grönsaker', 'grönt', 'färska', 'färsk', 'vitkål', 'rödkål', 'grönkål',
  'blomkål', 'brysselkål', 'ärtor', 'ärtsoppa', 'bönor', 'rödvin', 'läsk', 'läsken', 'mellanöl', 'starköl', 'lättöl', 'folköl', 'ölen',
  'fatöl', 'flasköl', 'måltid', 'måltiden', 'smårätter', 'förrätt', 'förrätter', 'huvudrätt', 'huvudrätter', 'efterrätt', 'efterrätter',
  'varmrätt', 'varmrätter', 'rätter', 'prinsesstårta', 'tårta', 'tårtor', 'småkakor', 'wienerbröd', 'våffla', 'våfflor', 'gröt',
  'gröten', 'välling', 'pölsa', 'smörgåsbord', 'frukostbröd', 'knäckebröd', 'tunnbröd', 'kaffebröd', 'mjöl', 'vetemjöl', 'rågmjöl',
  'müsli', 'glögg', 'påtår', 'smördeg', 'köttsoppa', 'gräddtårta', 'äggröra', 'äggula', 'inläggningssill', 'färskpotatis', 'grönsallad',
  'sötsaker', 'sötpotatis',
  // household, hardware, cleaning
  'färg', 'färger', 'färgen', 'väggfärg', 'takfärg', 'lösningsmedel', 'sågar', 'bräda', 'brädor', 'brädorna', 'tätning', 'tätningslist',
  'golvbrädor', 'glödlampa', 'glödlampor', 'lågenergilampa', 'säkring', 'säkringar', 'strömbrytare', 'rördelar', 'rörkopplingar',
  'vattenrör', 'avloppsrör', 'köksfläkt', 'köksbänk', 'köksluckor', 'köksskåp', 'tvättmaskin', 'kylskåp', 'mikrovågsugn', 'städmedel',
  'tvättmedel', 'tvål', 'handtvål', 'sopsäck', 'sopsäckar', 'hushållspapper', 'tändare', 'dörr', 'dörrar', 'dörren', 'dörrarna',
  'fönster', 'fönstren', 'fönsterputs', 'fönsterputsning', 'gräsmatta', 'gräsklippare', 'gräsklippning', 'snöskyffel', 'snöröjning',
  'halkbekämpning',
  // services and labour
  'flyttstädning', 'byggstädning', 'storstädning', 'sophämtning', 'återvinning', 'återvinningscentral', 'målningsarbete',
  'golvläggning', 'plattsättning', 'trädgård', 'trädgården', 'trädgårdsskötsel', 'trädfällning', 'beskärning', 'häckklippning',
  'stubbfräsning', 'körning', 'körtid', 'milersättning', 'ersättning', 'utlägg', 'förbrukningsmaterial', 'småmaterial', 'åtgärd',
  'åtgärder', 'åtgärdat', 'utfört', 'utförd', 'utförda', 'utförandet', 'övrigt', 'övriga', 'övrig', 'tillägg', 'tilläggsarbete',
  'framkörning', 'servicebesök', 'besök', 'hembesök', 'felsökning', 'rådgivning', 'timersättning',
  // invoice and receipt words
  'växel', 'växeln', 'växelpengar', 'välkommen', 'välkomna', 'åter', 'återbetalning', 'återköp', 'ångerrätt', 'förfallodatum',
  'förfallodag', 'förfaller', 'förfallen', 'leverantör', 'leverantören', 'leverantörer', 'kassören', 'köp', 'köpet', 'köpare',
  'köparen', 'säljare', 'säljaren', 'försäljning', 'försäljare', 'försäljningsställe', 'dröjsmålsränta', 'dröjsmål', 'räntan',
  'påminnelse', 'påminnelseavgift', 'beställning', 'beställningen', 'beställare', 'beställt', 'följesedel', 'följesedeln',
  'öresavrundning', 'öresutjämning', 'köpkvitto', 'köpbelopp', 'värdet', 'värdebevis', 'godkänd', 'godkänt', 'godkända',
  'kontokortsköp', 'godkänns', 'därav', 'också', 'behållning', 'öppettider', 'öppet', 'stängt', 'måndag', 'lördag', 'söndag',
  'lördagar', 'söndagar', 'månaden', 'månader', 'kära', 'hälsningar', 'förpackning', 'förpackningar', 'påse', 'påsar', 'bärkasse',
  'bärkassar', 'plastpåse', 'plastpåsar', 'avgår', 'återstår', 'erhållen', 'erhållna', 'överföring', 'överföringar', 'förskott',
  'förskottsbetalning',
  // street and place words
  'vägen', 'vägar', 'gårdsväg', 'höjden', 'höjd', 'strandvägen', 'sjö', 'sjön', 'sjöar', 'sjövägen', 'älvgatan', 'äng', 'ängen',
  'ängsvägen', 'näs', 'näset', 'bäckvägen', 'källaren', 'kyrkogården', 'kyrkogårdsgatan', 'järnvägsgatan', 'järnvägen',
  'järnvägsstation', 'stationsvägen', 'köpmangatan', 'köpmantorget', 'hötorget', 'söder', 'södra', 'södermalm', 'öster', 'östra',
  'östermalm', 'väster', 'västra', 'västerlånggatan', 'skogsvägen', 'björkvägen', 'björken', 'ekvägen', 'lönnvägen', 'lönn',
  'rönnvägen', 'rönn', 'granvägen', 'tallvägen', 'almvägen', 'lindvägen', 'hagvägen', 'bergsvägen', 'ängsgatan', 'åkern', 'åkervägen',
  'dalvägen', 'fältet', 'strömmen', 'ström', 'strömgatan', 'prästgatan', 'prästgården', 'kungsgården',
  // cities, towns, regions
  'göteborg', 'malmö', 'västerås', 'örebro', 'linköping', 'jönköping', 'norrköping', 'umeå', 'gävle', 'borås', 'södertälje', 'växjö',
  'östersund', 'trollhättan', 'luleå', 'lidingö', 'borlänge', 'skövde', 'skellefteå', 'åkersberga', 'örnsköldsvik', 'nyköping',
  'ängelholm', 'alingsås', 'märsta', 'piteå', 'härnösand', 'hässleholm', 'enköping', 'köping', 'mölndal', 'kungälv', 'värnamo',
  'falköping', 'söderhamn', 'nässjö', 'västervik', 'höganäs', 'eslöv', 'täby', 'järfälla', 'tyresö', 'väsby', 'sölvesborg', 'kävlinge',
  'höör', 'hörby', 'vänersborg', 'åmål', 'lidköping', 'mjölby', 'säffle', 'skåne', 'skånes', 'västergötland', 'östergötland',
  'götaland', 'småland', 'värmland', 'jämtland', 'västerbotten', 'västernorrland', 'gävleborg', 'södermanland', 'västmanland',
  'hälsingland', 'härjedalen', 'ångermanland', 'öland', 'sörmland', 'bohuslän', 'närke', 'göteborgs', 'malmös', 'örebros', 'umeås',
  'gävles', 'mälardalen', 'mälaren', 'vänern', 'vättern', 'öresund', 'öresundsbron',
  // surnames and first names
  'åke', 'björn', 'göran', 'jönsson', 'sjöberg', 'sjögren', 'strömberg', 'löfgren', 'lövgren', 'söderberg', 'söderström', 'åberg',
  'åkesson', 'hägglund', 'höglund', 'näslund', 'öberg', 'öhman', 'östlund', 'östberg', 'nordström', 'lindström', 'engström',
  'holmström', 'bergström', 'sandström', 'sundström', 'sjöström', 'wickström', 'häggström', 'åström', 'dahlström', 'ekström',
  'forsström', 'grönlund', 'grönberg', 'mårtensson', 'månsson', 'göransson', 'håkansson', 'pålsson', 'östman', 'sjölund', 'söderlund',
  'björk', 'björklund', 'björkman', 'sören', 'jörgen', 'gösta', 'ingegärd', 'örjan', 'börje', 'löfström', 'lövström', 'blomström',
  'hedström', 'lundström', 'åkerlund', 'åkerman', 'fröberg', 'fröding', 'sjödin', 'sjöqvist', 'nyström', 'wallström', 'hallström',
  'malmström', 'fältskog', 'ljungström', 'söderqvist', 'törnqvist', 'törnblom',
];

/** Danish: 449 words. */
export const DANISH_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'tømrer', 'tømreren', 'tømrerfirma', 'tømrermester', 'tømrerarbejde', 'tømmerhandel', 'installatør', 'el-installatør',
  'elinstallatør', 'vvs-installatør', 'entreprenør', 'entreprenøren', 'frisør', 'frisøren', 'frisørsalon', 'frisører', 'købmand',
  'købmanden', 'købmandsgård', 'isenkræmmer', 'isenkræmmeren', 'trælast', 'trælasten', 'værksted', 'værkstedet', 'autoværksted',
  'bilværksted', 'cykelværksted', 'låsesmed', 'låsesmeden', 'tæppehandel', 'møbler', 'møbelhandel', 'møbelsnedker', 'skrædder',
  'skrædderi', 'dyrlæge', 'dyrlægen', 'tandlæge', 'tandlægen', 'kørelærer', 'køreskole', 'bådebygger', 'pølsevogn', 'pølser', 'pølse',
  'pølsen', 'smørrebrød', 'smørrebrødet', 'smørrebrødsforretning', 'bøfhus', 'ølhus', 'ølbar', 'ølhandel', 'anlægsgartner',
  'anlægsgartneren', 'rengøring', 'rengøringsfirma', 'rengøringsselskab', 'brolægger', 'brolæggeren', 'sønner', 'søstre', 'brødrene',
  'brødre', 'grønthandler', 'grønthandleren', 'grøntsagshandler', 'trævarer', 'træværk', 'tagdækker', 'tagdækning', 'anlæg',
  'anlægsarbejde', 'rådgivende', 'rådgiver', 'rådgivning', 'bogføring', 'ejendomsmægler', 'mægler',
  // food and drink
  'brødet', 'rugbrød', 'franskbrød', 'grovbrød', 'brødkurv', 'wienerbrød', 'wienerbrødet', 'småkager', 'æbler', 'æbleskiver',
  'æblekage', 'æblemost', 'jordbær', 'hindbær', 'blåbær', 'kirsebær', 'solbær', 'brombær', 'stikkelsbær', 'tyttebær', 'rødløg',
  'hvidløg', 'forårsløg', 'gulerødder', 'grøntsager', 'grønt', 'kål', 'rødkål', 'hvidkål', 'grønkål', 'blomkål', 'rosenkål', 'spidskål',
  'savojkål', 'rødbeder', 'rødbede', 'grønne', 'rødt', 'smør', 'smørret', 'mælken', 'sødmælk', 'letmælk', 'minimælk', 'skummetmælk',
  'kærnemælk', 'fløde', 'flødeskum', 'piskefløde', 'madlavningsfløde', 'skæreost', 'flødeost', 'smøreost', 'æggene', 'æggeblomme',
  'æggehvide', 'oksekød', 'svinekød', 'kalvekød', 'lammekød', 'hakkebøf', 'bøf', 'bøffer', 'bøffen', 'flæskesteg', 'flæskestegen',
  'rullepølse', 'spegepølse', 'medisterpølse', 'grillpølse', 'grillpølser', 'hønsekød', 'høns', 'hønsesalat', 'gåsesteg', 'lammekølle',
  'rødspætte', 'rødspættefilet', 'røget', 'røgede', 'røgeri', 'fadøl', 'flaskeøl', 'øllet', 'ølsmagning', 'rødvin', 'æblejuice',
  'kaffebrød', 'flødeboller', 'pålæg', 'pålægget', 'pålægschokolade', 'müsli', 'rødgrød', 'æblegrød', 'rødkålssalat', 'børnemenu',
  'børneportion', 'smørrebrødsliste', 'pariserbøf', 'pariserbøffen', 'brændende', 'kærlighed', 'æggekage',
  // household, hardware, cleaning
  'sæbe', 'håndsæbe', 'køkkenrulle', 'køkkenruller', 'lyspærer', 'lyspære', 'træet', 'gulvbrædder', 'værktøj', 'værktøjer', 'vandrør',
  'afløb', 'afløbet', 'afløbsrør', 'håndvask', 'køleskab', 'køleskabe', 'tørretumbler', 'emhætte', 'emhætten', 'døre', 'døren', 'dør',
  'dørene', 'dørhåndtag', 'vægge', 'køkkenet', 'køkkener', 'køkkenbord', 'køkkenlåger', 'køkkenskab', 'badeværelse', 'badeværelset',
  'håndklæder', 'håndklæde', 'nøgler', 'nøglen', 'hængelås', 'dørlås', 'havelåge', 'spånplader', 'spånplade', 'lægter',
  // services and labour
  'arbejdsløn', 'timeløn', 'kørsel', 'kørslen', 'kørselsgodtgørelse', 'kørselstillæg', 'tilkørsel', 'tilkørselsgebyr', 'bortkørsel',
  'miljøafgift', 'miljøgebyr', 'småmaterialer', 'småmateriel', 'servicebesøg', 'besøg', 'tillæg', 'weekendtillæg', 'aftentillæg',
  'fejlsøgning', 'opmåling', 'udført', 'udførelse', 'udførte', 'udføres', 'ændring', 'ændringer', 'græsslåning', 'hækklipning',
  'træfældning', 'beskæring', 'flyttehjælp', 'hovedrengøring', 'flytterengøring',
  // invoice and receipt words
  'beløb', 'beløbet', 'beløbene', 'momsbeløb', 'købet', 'køb', 'leverandør', 'leverandøren', 'leverandører', 'bemærkninger', 'bemærk',
  'bemærkning', 'følgeseddel', 'følgesedlen', 'nettobeløb', 'bruttobeløb', 'øreafrunding', 'åbningstider', 'åbent', 'åbningstid',
  'lørdag', 'lørdage', 'søndag', 'søndage', 'måned', 'måneden', 'måneder', 'året', 'årets', 'købt', 'købte', 'køber', 'køberen',
  'sælger', 'sælgeren', 'kontantbeløb', 'ører', 'beløbsgrænse', 'udlæg', 'acontobeløb',
  // street and place words
  'nørre', 'nørregade', 'nørrebro', 'nørrebrogade', 'søndergade', 'søndervang', 'østre', 'østergade', 'østerbro', 'østerbrogade',
  'søvej', 'søbredden', 'stræde', 'strædet', 'mølle', 'møllen', 'møllevej', 'møllegade', 'møllebakken', 'højvang', 'højgade',
  'højskole', 'højskolen', 'fælleden', 'fælledvej', 'fælledparken', 'åboulevard', 'ådalen', 'kærvej', 'bøgevej', 'rønnevej', 'vænget',
  'tværvej', 'tværgade', 'kirkegård', 'kirkegården', 'kirkestræde', 'rådhus', 'rådhuset', 'rådhuspladsen', 'rådhusstræde', 'banegård',
  'banegården', 'banegårdspladsen',
  // cities, towns, regions
  'københavn', 'københavns', 'århus', 'hørsholm', 'næstved', 'hillerød', 'sønderborg', 'hjørring', 'holbæk', 'nørresundby', 'ølstykke',
  'birkerød', 'smørum', 'brøndby', 'ishøj', 'rødovre', 'nykøbing', 'helsingør', 'brønderslev', 'ærøskøbing', 'rønne', 'fanø', 'læsø',
  'sjælland', 'sjællands', 'sønderjylland', 'østjylland', 'brønshøj', 'vanløse', 'tårnby', 'dragør', 'skælskør', 'korsør', 'tønder',
  'sæby', 'løgstør', 'børkop', 'frederiksværk', 'solrød', 'høje-taastrup', 'højbjerg', 'åbyhøj', 'hørning', 'fåborg', 'stubbekøbing',
  'rødby', 'ringkøbing', 'grenå', 'støvring', 'vrå', 'ølgod', 'nordsjælland', 'vestsjælland', 'midtsjælland', 'sydsjælland',
  // surnames and first names
  'jørgensen', 'sørensen', 'søren', 'jørgen', 'jørn', 'bjørn', 'kjær', 'kjærgaard', 'kjærsgaard', 'søndergaard', 'nørgaard', 'højgaard',
  'møller', 'nørregaard', 'østergaard', 'thøgersen', 'mølgaard', 'mølholm', 'schrøder', 'tønnesen', 'søgaard', 'nørby', 'højer', 'kåre',
  'lærke', 'grønlund', 'grønbech', 'grønbæk', 'søndergård', 'nørgård', 'højgård', 'østergård', 'kjærgård', 'bækgaard', 'bækgård',
  'bøgh', 'bøgelund', 'frølund', 'bjørnskov', 'bjørnholm', 'løvgren', 'sønderby', 'rønnow', 'mølbak', 'bjørg', 'høgh', 'brøndum',
  'lønborg', 'ørum', 'ørsted',
];

/** Norwegian (bokmål): 426 words. */
export const NORWEGIAN_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'sjømat', 'sjømathandel', 'sjømatbutikk', 'tømrer', 'tømreren', 'tømrerfirma', 'tømrermester', 'tømrerarbeid', 'rørlegger',
  'rørleggeren', 'rørleggerfirma', 'rørleggermester', 'rørleggerarbeid', 'rørleggertjenester', 'frisør', 'frisøren', 'frisørsalong',
  'frisører', 'sønn', 'sønner', 'brødrene', 'brødre', 'søsken', 'entreprenør', 'entreprenøren', 'entreprenørforretning', 'renholdsbyrå',
  'byrå', 'byrået', 'regnskapsbyrå', 'reisebyrå', 'flyttebyrå', 'låsesmed', 'låsesmeden', 'møbler', 'møbelsnekker', 'møbelforretning',
  'kjøpmann', 'kjøpmannen', 'kjøreskole', 'kjøreskolen', 'kjøkken', 'kjøkkenet', 'kjøkkener', 'kjøkkenbenk', 'gatekjøkken', 'pølsebu',
  'nærbutikk', 'nærbutikken',
  // food and drink
  'brød', 'brødet', 'brødene', 'grovbrød', 'kneippbrød', 'wienerbrød', 'bløtkake', 'bløtkaker', 'smør', 'smøret', 'smørbrød',
  'smørbrødet', 'smørbrødliste', 'fløte', 'fløten', 'kremfløte', 'matfløte', 'seterrømme', 'lettrømme', 'kjøtt', 'kjøttet', 'kjøttdeig',
  'kjøttkaker', 'kjøttboller', 'kjøttpålegg', 'kjøttsuppe', 'kjøttdisk', 'svinekjøtt', 'storfekjøtt', 'lammekjøtt', 'reinsdyrkjøtt',
  'elgkjøtt', 'fårikål', 'pinnekjøtt', 'pølse', 'pølsa', 'grillpølse', 'grillpølser', 'wienerpølse', 'wienerpølser', 'medisterpølse',
  'spekepølse', 'røkelaks', 'røkt', 'røkte', 'røykt', 'røykte', 'blåskjell', 'tørrfisk', 'grønnsaker', 'grønt', 'grønn', 'jordbær',
  'bringebær', 'blåbær', 'tyttebær', 'multebær', 'kirsebær', 'solbær', 'stikkelsbær', 'rødløk', 'hvitløk', 'vårløk', 'gulrøtter',
  'blomkål', 'hodekål', 'rosenkål', 'grønnkål', 'rødkål', 'kålrot', 'kålrabi', 'ølet', 'fatøl', 'flaskeøl', 'rødvin', 'pålegg',
  'pålegget', 'syltetøy', 'müsli', 'grøt', 'grøten', 'risgrøt', 'rømmegrøt', 'havregrøt', 'julebrød', 'fløtekake', 'smørbrødkake',
  'småkaker', 'småretter', 'småvarer', 'sørlandschips',
  // household, hardware, cleaning
  'tøymykner', 'tørkerull', 'tørkeruller', 'såpe', 'såper', 'håndsåpe', 'grønnsåpe', 'søppelsekker', 'søppelsekk', 'søppel',
  'søppelposer', 'lyspærer', 'lyspære', 'verktøy', 'verktøyet', 'rørdeler', 'vannrør', 'avløp', 'avløpet', 'avløpsrør', 'kjøleskap',
  'kjøleskapet', 'tørketrommel', 'kjøkkenvifte', 'dørhåndtak', 'ytterdør', 'innerdør', 'hengelås', 'nøkkel', 'nøkler', 'nøkkelen',
  'nøkkelkopiering', 'strøm', 'strømmen', 'strømforbruk', 'strømpris', 'spylervæske', 'frostvæske',
  // services and labour
  'kjøring', 'kjøretøy', 'kjøretid', 'kjøregodtgjørelse', 'kjøretillegg', 'rengjøring', 'rengjøringen', 'bortkjøring', 'miljøgebyr',
  'miljøavgift', 'småmateriell', 'oppmøte', 'oppmøtegebyr', 'km-godtgjørelse', 'godtgjørelse', 'feilsøking', 'utførelse', 'snømåking',
  'brøyting', 'strøing', 'rådgivning', 'rådgiver', 'søknad', 'søknader', 'byggesøknad',
  // invoice and receipt words
  'beløp', 'beløpet', 'beløpene', 'leverandør', 'leverandøren', 'leverandører', 'kjøp', 'kjøpet', 'kjøpt', 'kjøper', 'kjøperen',
  'kjøpsbeløp', 'følgeseddel', 'følgeseddelen', 'nettobeløp', 'bruttobeløp', 'øreavrunding', 'påminnelse', 'åpningstider', 'åpent',
  'lørdag', 'lørdager', 'søndag', 'søndager', 'måned', 'måneden', 'måneder', 'årets', 'kjære', 'kjæreste', 'forhåndsbetaling',
  'betalingsmåte', 'totalbeløp',
  // street and place words
  'østre', 'sjø', 'sjøen', 'sjøgata', 'sjøveien', 'sjøsiden', 'sjøbod', 'sjøboden', 'sjøbodene', 'øya', 'øyene', 'løkkeveien', 'høyden',
  'åsveien', 'gårdsbutikk', 'gårdsbutikken', 'tårnet', 'sørlandet', 'østlandet', 'trøndelag', 'sørbyen', 'østbyen', 'østsiden',
  'sørsiden', 'bjørkeveien', 'lønneveien', 'kløverveien', 'kløveren',
  // cities, towns, regions
  'tromsø', 'ålesund', 'tønsberg', 'bodø', 'gjøvik', 'askøy', 'lørenskog', 'bærum', 'stjørdal', 'førde', 'florø', 'lillestrøm', 'ørsta',
  'hønefoss', 'kragerø', 'risør', 'brønnøysund', 'brønnøysundregistrene', 'mosjøen', 'vadsø', 'årdal', 'svolvær', 'sørum', 'drøbak',
  'jørpeland', 'nærbø', 'måløy', 'røros', 'østfold', 'sunnmøre', 'nordmøre', 'tromsøya', 'sørreisa', 'sandnessjøen', 'sør-trøndelag',
  'nord-trøndelag', 'høyanger', 'bømlo', 'ålgård', 'vegårshei', 'åmli', 'nøtterøy', 'tjøme', 'røyken', 'åmot', 'øyer', 'sør-fron',
  'dombås', 'skjåk',
  // surnames and first names
  'jørgensen', 'sørensen', 'bjørn', 'bjørnstad', 'bjørge', 'jørgen', 'jørn', 'børre', 'håkon', 'håvard', 'øystein', 'øyvind', 'ørjan',
  'øivind', 'torbjørn', 'sigbjørn', 'åshild', 'sølvi', 'ingebjørg', 'ødegaard', 'ødegård', 'sæther', 'næss', 'bråthen', 'bråten',
  'røed', 'grønvold', 'grønli', 'grønlund', 'økland', 'kvåle', 'mæland', 'nødland', 'bøe', 'bjørnsen', 'ødegården', 'løvås', 'løvland',
  'bjørklund', 'bjørkås', 'høiland', 'høyland', 'lønning', 'grøtting', 'mørk', 'smørgrav', 'strømme', 'strømsnes', 'kløvstad',
  'fløysand', 'rønning', 'rønneberg', 'sjøstrøm', 'søreide', 'søvik',
  // more food, trade and household words
  'fløtesaus', 'rømmedressing', 'brødskive', 'brødskiver', 'søppeltømming', 'tømming', 'slamtømming', 'septiktømming', 'rådhus',
  'rådhuset', 'rådhusgata', 'båtplass', 'båthavn', 'båtutleie', 'kjøpesenter', 'kjøpesenteret', 'lønn', 'påslag', 'påløpt', 'påløpte',
  'hjørne', 'hjørnet', 'kjørt', 'kjørte', 'møbelhus', 'møbelbutikk', 'nøkkelservice', 'sølv', 'sølvsmed', 'kjøttbutikk', 'pølsemaker',
  'pølsemakeri', 'røkeri', 'røkeriet', 'ørret', 'sjøørret', 'rødspette', 'påske', 'påskeegg', 'første', 'kjøkkenhage', 'løvetann',
  'bjørk', 'bjørketre', 'bjørkeved', 'tørr', 'tørrvarer', 'tørket', 'tørkede', 'rødt', 'grønne', 'blått', 'søtsaker', 'søtpotet',
  'kjølt', 'kjølte', 'frøkorn', 'frøbrød',
];

/** Finnish: 490 words. */
export const FINNISH_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'puuseppä', 'puusepät', 'puusepänliike', 'puusepäntyö', 'puusepänverstas', 'sähkö', 'sähköliike', 'sähköasennus', 'sähköasennukset',
  'sähkömies', 'sähköurakointi', 'sähkötyö', 'sähkötyöt', 'sähköasentaja', 'sähkötarvikkeet', 'sähkölaitteet', 'sähkötekniikka',
  'kiinteistö', 'kiinteistöhuolto', 'kiinteistöpalvelu', 'kiinteistöpalvelut', 'kiinteistöt', 'isännöinti', 'isännöitsijä',
  'kenkäkorjaamo', 'hammaslääkäri', 'lääkäri', 'lääkäriasema', 'lääkärikeskus', 'eläinlääkäri', 'eläinklinikka', 'lähikauppa',
  'lukkoseppä', 'seppä', 'sepät', 'osakeyhtiö', 'yhtiö', 'yhtiöt', 'ryhmä', 'myymälä', 'myymälät', 'kirjanpitäjä', 'peltiseppä',
  'peltisepät', 'putkityö', 'putkityöt', 'lvi-työt', 'lvi-työ', 'kylmäkone', 'kylmälaitteet', 'kylmätekniikka', 'lämpöpumput',
  'lämpöpumppu', 'ilmalämpöpumppu', 'maalämpö', 'maalämpöpumppu', 'lämmitys', 'lämmitin', 'lämmittimet', 'lämpö', 'lämpöä', 'viemäri',
  'viemäröinti', 'pihatyö', 'pihatyöt', 'kultaseppä', 'kultasepänliike', 'kultasepät', 'päivittäistavara', 'päivittäistavarat',
  // food and drink
  'leipä', 'leivät', 'leipää', 'leipiä', 'ruisleipä', 'ruisleipää', 'ruisleivät', 'sämpylä', 'sämpylät', 'sämpylää', 'täytekakku',
  'täytekakut', 'täytekakkua', 'pikkuleipä', 'pikkuleivät', 'näkkileipä', 'kahvileipä', 'kahvileivät', 'jäätelö', 'jäätelöt',
  'jäätelöä', 'jäätelöannos', 'piimä', 'voileipä', 'voileivät', 'voileipää', 'kinkkuvoileipä', 'juustovoileipä', 'lämpimät', 'lämpimiä',
  'hedelmä', 'hedelmät', 'hedelmiä', 'hedelmäsalaatti', 'päärynä', 'päärynät', 'päärynää', 'mämmi', 'jälkiruoka', 'jälkiruoat',
  'jälkiruokaa', 'pääruoka', 'pääruoat', 'välipala', 'välipalat', 'kivennäisvesi', 'kivennäisvettä', 'jäätee', 'jääkahvi', 'teetä',
  'öljy', 'öljyt', 'rypsiöljy', 'oliiviöljy', 'säilykkeet', 'säilyke', 'vehnäjauho', 'vehnäjauhot', 'hiivaleipä', 'pähkinät', 'pähkinä',
  'maapähkinä', 'maapähkinät', 'kaalikääryleet', 'kääryleet', 'kääryle', 'härkä', 'häränliha', 'härkäpapu', 'poronkäristys',
  'porokäristys', 'käristys', 'lämminsavulohi', 'kylmäsavulohi', 'päivän', 'päiväkeitto', 'salaattipöytä', 'noutopöytä', 'pöytä',
  'pöytävaraus', 'äyriäiset', 'äyriäinen', 'särki', 'särkiä', 'sämpyläpussi', 'ruisreikäleipä', 'reikäleipä', 'kääretorttu',
  'täysmaito', 'täysmaitoa', 'väkevät', 'väkevä', 'vähäalkoholinen', 'vähärasvainen', 'täysjyvä', 'täysjyväleipä', 'lisäke',
  'lisäkkeet',
  // household, hardware, cleaning
  'käsisaippua', 'kynttilä', 'kynttilät', 'kynttilää', 'työkalu', 'työkalut', 'työkalua', 'jääkaappi', 'jääkaapit', 'jääkaappia',
  'seinä', 'seinät', 'seinää', 'seinään', 'lämpöpatteri', 'sähköjohto', 'pölynimuri', 'pölypussit', 'pölypussi', 'siivousvälineet',
  'siivousväline', 'kertakäyttö', 'kertakäyttöastiat', 'käsipyyhe', 'käsipyyhkeet', 'lattialämmitys', 'lämminvesivaraaja',
  'lämpövaraaja', 'keittiö', 'keittiöt', 'keittiön', 'keittiöön', 'keittiökalusteet', 'keittiöremontti', 'keittiötasot', 'työtaso',
  'työtasot', 'märkätila', 'märkätilat', 'märkätilojen', 'maalaustyö', 'maalaustyöt', 'kattotyö', 'kattotyöt', 'räystäät',
  'räystäskouru', 'räystäskourut', 'syöksytorvi',
  // services and labour
  'työ', 'työt', 'työtä', 'työtunnit', 'työtunti', 'työtuntia', 'työtunteja', 'asennustyö', 'asennustyöt', 'korjaustyö', 'korjaustyöt',
  'purkutyö', 'purkutyöt', 'huoltotyö', 'huoltotyöt', 'lisätyö', 'lisätyöt', 'ylityö', 'ylityöt', 'työmaa', 'työmaalla', 'työmatka',
  'työmatkat', 'työkustannus', 'työkustannukset', 'työosuus', 'työn', 'työnosuus', 'työnjohto', 'tuntityö', 'tuntityönä', 'jätehuolto',
  'jäte', 'jätteet', 'jätettä', 'jätemaksu', 'jätemaksut', 'jäteastia', 'jäteastiat', 'kierrätys', 'lumityöt', 'lumityö', 'puutarhatyö',
  'puutarhatyöt', 'vianetsintä', 'käynti', 'käynnit', 'käyntimaksu', 'käyntikerta', 'päivystys', 'päivystysmaksu', 'kotitalousvähennys',
  'vähennys', 'vähennykset', 'vähennyskelpoinen',
  // invoice and receipt words
  'arvonlisävero', 'arvonlisäveroton', 'arvonlisäverollinen', 'yhteensä', 'käteinen', 'käteisellä', 'käynnistä', 'käynnistänne',
  'eräpäivä', 'eräpäivään', 'erääntyy', 'erääntynyt', 'erääntyneet', 'myyjä', 'myyjän', 'määrä', 'määrät', 'yksikkö', 'yksiköt',
  'yksikköhinta', 'välisumma', 'päiväys', 'päivämäärä', 'laskupäivä', 'toimituspäivä', 'lähetys', 'lähete', 'lähetysluettelo',
  'lähettäjä', 'pyöristys', 'hyväksytty', 'hyväksytään', 'säilytä', 'myyjältä', 'ostopäivä', 'maksupäivä', 'viivästyskorko', 'perintä',
  'perintäkulut', 'alv-rekisteröity', 'lähimaksu', 'laskutuslisä', 'laskutuslisät', 'jäsenmaksu', 'pysäköinti', 'pysäköintimaksu',
  'säilytys', 'säilytysmaksu', 'myyjäkopio', 'sisäänostohinta', 'sisältyy', 'sisältää', 'sisältyvä', 'sisältäen',
  // street and place words
  'etelä', 'eteläinen', 'eteläpuoli', 'itä', 'itäinen', 'itäpuoli', 'länsi', 'läntinen', 'länsipuoli', 'länsiranta', 'järvi', 'järven',
  'järvenranta', 'järvitie', 'mäki', 'mäen', 'mäentie', 'mäenrinne', 'kylä', 'kylän', 'kylätie', 'väylä', 'väylän', 'metsä', 'metsätie',
  'metsäpolku', 'pääkatu', 'lähiö', 'sisäsatama', 'länsisatama', 'eteläsatama', 'itäkeskus', 'hämeentie', 'hämeenkatu',
  'eteläesplanadi', 'töölö', 'töölönkatu',
  // cities, towns, regions
  'jyväskylä', 'hämeenlinna', 'seinäjoki', 'hyvinkää', 'järvenpää', 'ylöjärvi', 'riihimäki', 'nurmijärvi', 'lempäälä', 'äänekoski',
  'jämsä', 'mäntsälä', 'ähtäri', 'hämeenkyrö', 'kemijärvi', 'siilinjärvi', 'päijät-häme', 'kanta-häme', 'etelä-pohjanmaa',
  'etelä-karjala', 'etelä-savo', 'itä-uusimaa', 'etelä-suomi', 'itä-suomi', 'länsi-suomi', 'mäntyharju', 'kärsämäki', 'pieksämäki',
  'kokemäki', 'säkylä', 'kyröskoski', 'mänttä', 'mänttä-vilppula', 'jämijärvi', 'pälkäne', 'heinävesi', 'leppävirta', 'pudasjärvi',
  'kittilä', 'sodankylä', 'enontekiö', 'ylläs', 'äkäslompolo', 'sysmä', 'jyväskylän', 'seinäjoen', 'hämeenlinnan', 'järvenpään',
  'hyvinkään', 'riihimäen',
  // surnames and first names
  'mäkinen', 'hämäläinen', 'järvinen', 'mäkelä', 'häkkinen', 'jääskeläinen', 'kähkönen', 'räsänen', 'hyvärinen', 'pöyhönen', 'mäntylä',
  'pääkkönen', 'kärkkäinen', 'hänninen', 'lähteenmäki', 'väisänen', 'pitkänen', 'lyytikäinen', 'väänänen', 'pöllänen', 'mäenpää',
  'kärnä', 'kääriäinen', 'tähtinen', 'rämö', 'söderholm', 'lönnqvist', 'björkqvist', 'öhman', 'päivi', 'yrjö', 'kyösti', 'mäkipää',
  'ylönen', 'sääski', 'väyrynen', 'räikkönen', 'niemelä', 'lähdesmäki', 'rönkkö', 'lämsä', 'väätäinen', 'sääskilahti', 'pietilä',
  'mäkiaho', 'östman', 'nyström', 'lindström', 'sjöblom', 'sjöberg', 'wikström', 'grönroos', 'grönlund', 'törnqvist', 'söderlund',
  // more food, trade and household words
  'lähetysnumero', 'yhteyshenkilö', 'sähköposti', 'sähköpostiosoite', 'päivää', 'päivä', 'päivät', 'kiinteä', 'kiinteähintainen',
  'tölkki', 'tölkit', 'jäätelöpuikko', 'jätesäkki', 'jätesäkit', 'mäntysuopa', 'kiinteistönhoito', 'kiinteistönvälitys',
  'kiinteistönvälittäjä', 'sähkösuunnittelu', 'työkoneet', 'työkonevuokraus', 'jätekuljetus', 'jäteastian',
];

/** Czech: 599 words. */
export const CZECH_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'pekárna', 'pekárny', 'pekařství', 'řeznictví', 'řezník', 'uzenářství', 'rybárna', 'rybářství', 'truhlářství', 'truhlář',
  'instalatér', 'instalatérství', 'instalatérské', 'elektrikář', 'kavárna', 'kavárny', 'večerka', 'lékárna', 'lékárny', 'železářství',
  'květinářství', 'květiny', 'kadeřnictví', 'kadeřnice', 'holičství', 'holič', 'autodílna', 'ubytování', 'synové', 'cukrárna',
  'cukrárny', 'smíšené', 'zboží', 'vinotéka', 'vinárna', 'vinárny', 'stavební', 'zámečnictví', 'zámečník', 'klempířství', 'klempíř',
  'pokrývačství', 'pokrývač', 'tesařství', 'tesař', 'malířství', 'malíř', 'podlahář', 'sklenářství', 'sklenář', 'krejčí', 'čistírna',
  'prádelna', 'úklid', 'úklidová', 'úklidové', 'úklidu', 'stěhování', 'půjčovna', 'nářadí', 'papírnictví', 'knihkupectví', 'společnost',
  'společnosti', 'ručením', 'omezeným', 'družstvo', 'obchodní', 'výroba', 'výrobní', 'řemeslo', 'řemesla', 'řemeslník', 'živnost',
  'živnostník', 'pohostinství', 'občerstvení', 'jídelna', 'lahůdky', 'zahradnictví', 'zahradník', 'myčka', 'čerpací', 'zednictví',
  'zedník', 'zednické', 'obkladač', 'podlahové', 'revizní',
  // food and drink
  'chléb', 'rohlík', 'rohlíky', 'koláč', 'koláčky', 'zákusek', 'zákusky', 'věneček', 'větrník', 'vánočka', 'bábovka', 'štrúdl', 'závin',
  'jablečný', 'jablečné', 'jablečná', 'mléko', 'mléka', 'máslo', 'másla', 'šlehačka', 'sýr', 'sýry', 'sýrem', 'sýra', 'vajíčka',
  'vajíčko', 'vepřové', 'vepřová', 'vepřový', 'hovězí', 'kuřecí', 'krůtí', 'mleté', 'sekaná', 'klobása', 'klobásy', 'uzené', 'šunka',
  'šunky', 'salám', 'salámy', 'tlačenka', 'játra', 'rybí', 'tuňák', 'hrušky', 'švestky', 'meruňky', 'třešně', 'višně', 'borůvky',
  'banány', 'pomeranče', 'česnek', 'kysané', 'rajčata', 'žampiony', 'káva', 'kávy', 'kávu', 'kávou', 'čaj', 'čaje', 'vínem', 'červené',
  'červený', 'růžové', 'limonáda', 'limonády', 'minerálka', 'minerální', 'džus', 'džusy', 'točené', 'točená', 'točený', 'lahvové',
  'lahvová', 'nealkoholické', 'svíčková', 'guláš', 'gulášová', 'řízek', 'řízky', 'smažený', 'smažená', 'smažené', 'bramborák',
  'bramboráky', 'bramborový', 'bramborová', 'bramborové', 'polévka', 'polévky', 'česnečka', 'dršťková', 'vývar', 'omáčka', 'rajská',
  'rýží', 'těstoviny', 'špagety', 'pečené', 'pečená', 'pečený', 'vařené', 'vařený', 'vařená', 'grilované', 'grilovaný', 'grilovaná',
  'dušené', 'dušená', 'dušený', 'přílohy', 'příloha', 'jídlo', 'jídla', 'denní', 'oběd', 'obědy', 'večeře', 'snídaně', 'palačinky',
  'lívance', 'trdelník', 'chlebíček', 'chlebíčky', 'obložené', 'obložená', 'těsto', 'sůl', 'pepř', 'hořčice', 'kečup', 'majonéza',
  'čokoláda', 'čokolády', 'lupínky', 'oříšky', 'ořechy', 'džem', 'marmeláda', 'mražené', 'čerstvé', 'čerstvý', 'čerstvá', 'nápoje',
  'studené', 'knedlíky', 'knedlík', 'knedlíkem', 'zelím', 'smetanová', 'špenát', 'kachní', 'králík', 'králičí', 'zvěřina', 'pečivo',
  'moučník', 'moučníky', 'šťouchané', 'tatarská', 'sladké', 'slané',
  // household, hardware, cleaning
  'prací', 'prášek', 'mýdlo', 'mýdla', 'toaletní', 'papír', 'papíry', 'utěrky', 'kuchyňské', 'kuchyňská', 'kuchyňský', 'žárovka',
  'žárovky', 'svíčky', 'zápalky', 'šrouby', 'šroub', 'hřebíky', 'štětec', 'štětce', 'lepicí', 'vrtačka', 'záchod', 'lednička',
  'mraznička', 'sušička', 'sporák', 'digestoř', 'dveře', 'stěna', 'střecha', 'střešní', 'zámek', 'klíč', 'zásuvka', 'zásuvky', 'jistič',
  'jističe', 'vypínač', 'vypínače', 'dřevo', 'dřevěné', 'dřevěný', 'sádrokartonové', 'dlažba', 'dlaždice', 'hmoždinky', 'čisticí',
  'prostředek', 'prostředky', 'úklidový', 'saponát', 'houbičky', 'kartáč', 'smeták', 'kbelík', 'okapový', 'podlahová', 'plovoucí',
  'laminátová', 'laminát', 'ředidlo', 'radiátory', 'potrubí', 'vodovodní', 'kanalizační', 'sprchový',
  // services and labour
  'práce', 'pracovní', 'montáž', 'montáže', 'montážní', 'údržba', 'údržby', 'dopravné', 'přeprava', 'doručení', 'dodání', 'dodávka',
  'dodávky', 'materiálu', 'materiály', 'pronájem', 'nájem', 'nájemné', 'čištění', 'kuchyně', 'malování', 'lakování',
  'elektroinstalační', 'výměna', 'výměny', 'demontáž', 'sekání', 'trávy', 'úprava', 'úpravy', 'poradenství', 'cestovné', 'jízdné',
  'výjezd', 'příplatek', 'víkendový', 'přesčas', 'přesčasy', 'drobný', 'spotřební', 'zpracování', 'vyřízení', 'provedené', 'zakázka',
  'zakázky', 'objednávka', 'objednávky', 'rozpočet', 'hodinová', 'servisní', 'zemní', 'bourací', 'bourání', 'pokládka', 'kompletní',
  // invoice and receipt words
  'částka', 'částky', 'celková', 'celkový', 'celkové', 'úhradě', 'úhrada', 'úhrady', 'platební', 'hotově', 'daň', 'daně', 'daňový',
  'daňová', 'daňové', 'děkujeme', 'nákupu', 'účtenka', 'účtenky', 'účtenku', 'zdanitelného', 'plnění', 'uskutečnění', 'odběratel',
  'odběratele', 'zákazník', 'zákazníka', 'zákazníků', 'množství', 'počet', 'jednotková', 'jednotkové', 'číslo', 'čísla', 'účet', 'účtu',
  'bankovní', 'variabilní', 'konstantní', 'sídlo', 'zapsaná', 'zapsán', 'zapsáno', 'obchodním', 'rejstříku', 'rejstřík', 'oddíl',
  'vložka', 'razítko', 'převodem', 'převod', 'převzal', 'způsob', 'zálohová', 'záloha', 'zálohy', 'tržba', 'tržby', 'fiskální',
  'pokladní', 'prodávající', 'kupující', 'prodavač', 'prodavačka', 'dodací', 'převzala', 'těšíme', 'návštěvu', 'návštěvě', 'slevě',
  'věrnostní', 'zpět', 'vrátit', 'základ', 'základní', 'snížená', 'první', 'osvobozené', 'plátce', 'neplátce', 'plátcem', 'dič', 'ičo',
  'daňového', 'služeb', 'služby', 'položka', 'položky', 'položek',
  // street and place words
  'třída', 'náměstí', 'nábřeží', 'přístav', 'tržiště', 'tržnice', 'severní', 'jižní', 'východ', 'východní', 'západ', 'rybník', 'město',
  'města', 'městská', 'městský', 'městské', 'nádraží', 'nádražní', 'sídliště', 'školní', 'žižkova', 'sokolská', 'dlouhá', 'krátká',
  'zahradní', 'lesní', 'polní', 'luční', 'míru', 'horní', 'dolní', 'žižkov', 'karlín', 'smíchov',
  // cities, towns, regions
  'plzeň', 'zlín', 'havířov', 'frýdek', 'místek', 'karviná', 'děčín', 'prostějov', 'přerov', 'třebíč', 'třinec', 'příbram', 'kolín',
  'kroměříž', 'šumperk', 'vsetín', 'uherské', 'hradiště', 'hodonín', 'břeclav', 'jičín', 'náchod', 'benešov', 'mělník', 'říčany',
  'české', 'budějovice', 'králové', 'ústí', 'česká', 'lípa', 'nové', 'vysočina', 'česko', 'písek', 'tábor',
  // surnames and first names
  'novák', 'nováková', 'novotný', 'novotná', 'dvořák', 'dvořáková', 'černý', 'černá', 'procházka', 'kučera', 'horák', 'němec',
  'pokorný', 'pokorná', 'pospíšil', 'hájek', 'jelínek', 'král', 'růžička', 'beneš', 'sedláček', 'doležal', 'kolář', 'navrátil',
  'čermák', 'vaněk', 'blažek', 'kříž', 'kovář', 'bartoš', 'vlček', 'polák', 'kopecký', 'konečný', 'malý', 'štěpánek', 'šťastný',
  'sýkora', 'vávra', 'říha', 'hrubý', 'havlíček', 'jiří', 'tomáš', 'zdeněk', 'václav', 'františek', 'lukáš', 'vladimír', 'ondřej',
  'kateřina', 'věra', 'markéta', 'jindřich', 'dušan', 'miloš', 'klára', 'eliška', 'vojtěch', 'matěj', 'díky',
];

/** Polish: 575 words. */
export const POLISH_ACCENTED: readonly string[] = [
  // shops, trades, company words
  'rzeźnik', 'rzeźnia', 'mięso', 'mięsny', 'mięsne', 'mięsna', 'wędliny', 'wędliniarnia', 'wędlin', 'ślusarz', 'ślusarstwo',
  'ślusarski', 'ślusarskie', 'usługi', 'usługa', 'usług', 'usługowe', 'usługowy', 'usługowa', 'usługowo', 'handlowo-usługowe',
  'handlowo-usługowa', 'zakład', 'zakłady', 'zakładu', 'taksówka', 'taksówki', 'taksówkarz', 'spółka', 'spółki', 'spółdzielnia',
  'społem', 'przedsiębiorstwo', 'przedsiębiorstwa', 'przedsiębiorca', 'spożywczy', 'spożywcze', 'spożywcza', 'artykuły', 'artykułów',
  'przemysłowe', 'materiały', 'materiałów', 'skład', 'składu', 'sprzątanie', 'sprzątania', 'sprzątające', 'sprzątający',
  'wypożyczalnia', 'wypożyczalni', 'narzędzia', 'narzędzi', 'księgarnia', 'księgarni', 'naleśnikarnia', 'smażalnia', 'smażalnie',
  'złotnik', 'złotnictwo', 'wykończenia', 'wykończeniowe', 'wykończeniówka', 'części', 'częściowo', 'garmażerka', 'garmażeria',
  'garmażeryjne',
  // food and drink
  'bułka', 'bułki', 'bułek', 'drożdżówka', 'drożdżówki', 'pączków', 'chałka', 'chałki', 'masło', 'masła', 'śmietana', 'śmietany',
  'śmietanka', 'twaróg', 'żółty', 'żółte', 'żółtego', 'maślanka', 'mięsa', 'mięsem', 'wołowina', 'cielęcina', 'drób', 'karkówka',
  'karkówki', 'żeberka', 'żeberek', 'kiełbaski', 'parówki', 'wędlina', 'wędzony', 'wędzona', 'wędzone', 'wędzonego', 'śledź', 'śledzie',
  'śledzia', 'łosoś', 'łososia', 'łososiem', 'pstrąg', 'pstrąga', 'tuńczyk', 'jabłka', 'jabłko', 'jabłek', 'śliwki', 'śliwka', 'wiśnie',
  'czereśnie', 'borówki', 'pomarańcze', 'pomarańcza', 'młode', 'ogórki', 'ogórek', 'ogórków', 'sałata', 'sałatka', 'sałatki', 'surówka',
  'surówki', 'wódka', 'wódki', 'napój', 'żurek', 'żurku', 'rosół', 'rosołu', 'ogórkowa', 'grochówka', 'gołąbki', 'gołąbek', 'naleśniki',
  'naleśnik', 'ryżem', 'śniadanie', 'śniadania', 'śniadaniowy', 'miód', 'dżem', 'dżemy', 'świeże', 'świeży', 'świeża', 'mrożonki',
  'mrożone', 'mrożony', 'słodycze', 'słodkie', 'słony', 'słone', 'przekąski', 'przekąska', 'gorąca', 'gorący', 'gorące', 'duża', 'duży',
  'duże', 'mały', 'połówka', 'ćwiartka', 'filiżanka', 'filiżanki', 'pierogów', 'skrzydełka', 'polędwica', 'polędwiczki', 'łopatka',
  'jagnięcina',
  // household, hardware, cleaning
  'płyn', 'płyny', 'naczyń', 'mydło', 'mydła', 'ręczniki', 'ręcznik', 'ręcznikowy', 'śmieci', 'żarówka', 'żarówki', 'świeczki',
  'świeca', 'świece', 'zapałki', 'śruby', 'śruba', 'gwoździe', 'gwóźdź', 'wkręty', 'wkręt', 'pędzel', 'pędzle', 'taśma', 'taśmy',
  'młotek', 'piły', 'lodówka', 'lodówki', 'zamrażarka', 'podłoga', 'podłogi', 'podłogowe', 'podłogowa', 'ściana', 'ściany', 'ścienne',
  'płyty', 'płyta', 'płytki', 'środki', 'środek', 'czystości', 'ściereczki', 'ściereczka', 'gąbki', 'gąbka', 'miotła', 'kłódka',
  'wkładka', 'włącznik', 'włączniki', 'przedłużacz', 'przewód', 'oświetlenie', 'kocioł', 'kotłownia', 'dachówka', 'dachówki',
  'blachodachówka', 'wełna', 'węgiel', 'węgla', 'spłuczka',
  // services and labour
  'montaż', 'montażu', 'demontaż', 'demontażu', 'dowóz', 'wysyłka', 'wysyłki', 'przesyłka', 'przesyłki', 'materiału', 'wywóz',
  'łazienka', 'łazienki', 'łazienkowe', 'przegląd', 'przeglądy', 'przeglądu', 'zamówienie', 'zamówienia', 'zamówień', 'odśnieżanie',
  'pielęgnacja', 'ogrodów', 'ogród', 'dopłaty', 'układanie', 'gładzie', 'gładź',
  // invoice and receipt words
  'zapłaty', 'zapłacono', 'zapłacić', 'płatność', 'płatności', 'płatne', 'płatny', 'płatna', 'gotówka', 'gotówkowa', 'gotówkowy',
  'dziękujemy', 'sposób', 'sprzedaży', 'sprzedaż', 'ilość', 'ilości', 'wartość', 'wartości', 'należność', 'należności', 'łącznie',
  'łączna', 'łączny', 'ogółem', 'słownie', 'złotych', 'złote', 'złotego', 'wpłaty', 'wpłacono', 'pozostało', 'korygująca',
  'korygującej', 'oryginał', 'upoważniona', 'upoważniony', 'upoważnionej', 'wystawił', 'wystawiła', 'odebrał', 'odebrała', 'pieczęć',
  'pieczątka', 'kapitał', 'zakładowy', 'opłaty', 'należy', 'dzień', 'miesiąc', 'miesiące', 'miesięcy', 'tydzień', 'miejscowość',
  'miejscowości', 'województwo', 'województwa', 'zamówiono', 'zamówiony', 'zamówiona', 'doręczenie', 'odbiór', 'należna', 'należny',
  'należnego', 'zapłacona', 'zapłacone', 'zapłacony', 'pozostała', 'pozostałe', 'pozostały', 'rozliczeń', 'przedpłata', 'przedpłaty',
  'opakowań', 'reklamówka', 'reklamówki', 'zniżka', 'zniżki', 'wyprzedaż', 'wyprzedaży',
  // street and place words
  'północ', 'północna', 'północny', 'północne', 'południe', 'południowa', 'południowy', 'południowe', 'wschód', 'zachód', 'wzgórze',
  'góra', 'górna', 'górny', 'górne', 'kościół', 'kościelna', 'śródmieście', 'leśna', 'słoneczna', 'długa', 'piękna', 'wąska', 'główna',
  'kościuszki', 'słowackiego', 'żeromskiego', 'piłsudskiego', 'pawła', 'zwycięstwa', 'niepodległości', 'wolności', 'solidarności',
  'główny', 'świętego', 'święty', 'świętej', 'świętokrzyska', 'nadbrzeże', 'wybrzeże', 'młyńska', 'rzeźnicka', 'dębowa', 'jaśminowa',
  'różana', 'świerkowa', 'wiśniowa', 'jabłoniowa', 'czereśniowa', 'źródlana', 'źródło', 'pasaż', 'nabrzeże', 'przystań', 'kilińskiego',
  'dąbrowskiego', 'pułaskiego',
  // cities, towns, regions
  'kraków', 'łódź', 'wrocław', 'poznań', 'gdańsk', 'białystok', 'częstochowa', 'toruń', 'rzeszów', 'bielsko-biała', 'biała', 'gorzów',
  'elbląg', 'płock', 'dąbrowa', 'górnicza', 'wałbrzych', 'włocławek', 'tarnów', 'chorzów', 'grudziądz', 'słupsk', 'jastrzębie-zdrój',
  'jastrzębie', 'sącz', 'mysłowice', 'piotrków', 'inowrocław', 'ostrów', 'suwałki', 'pruszków', 'głogów', 'zamość', 'łomża', 'żory',
  'świdnica', 'będzin', 'racibórz', 'ostrołęka', 'świętochłowice', 'puławy', 'kędzierzyn-koźle', 'kędzierzyn', 'oświęcim', 'żywiec',
  'świnoujście', 'kołobrzeg', 'śląsk', 'śląska', 'śląskie', 'małopolska', 'małopolskie', 'dolnośląskie', 'łódzkie', 'świętokrzyskie',
  'warmińsko-mazurskie', 'śląski', 'wrocławia', 'gdańska', 'białegostoku', 'częstochowy', 'bełchatów', 'tomaszów', 'gdański',
  'skarżysko-kamienna', 'biłgoraj', 'bolesławiec', 'lębork', 'kościan', 'kościerzyna', 'ostróda', 'giżycko', 'mrągowo', 'gdańskie',
  // surnames and first names
  'wiśniewski', 'wiśniewska', 'wójcik', 'kamiński', 'kamińska', 'zieliński', 'zielińska', 'szymański', 'szymańska', 'woźniak',
  'dąbrowski', 'dąbrowska', 'kozłowski', 'kozłowska', 'zając', 'pawłowski', 'pawłowska', 'jabłoński', 'jabłońska', 'wróbel', 'stępień',
  'górski', 'górska', 'wróblewski', 'jasiński', 'włodarczyk', 'sokołowski', 'szczepański', 'kołodziej', 'urbański', 'kaźmierczak',
  'głowacki', 'ziółkowski', 'brzeziński', 'błaszczyk', 'kołodziejczyk', 'czerwiński', 'cieślak', 'głowacka', 'paweł', 'michał', 'józef',
  'stanisław', 'jarosław', 'mirosław', 'zdzisław', 'bogusław', 'władysław', 'wiesław', 'czesław', 'bolesław', 'małgorzata', 'bożena',
  'grażyna', 'elżbieta', 'stanisława', 'józefa', 'rafał', 'przemysław', 'radosław', 'sławomir', 'bartłomiej', 'jędrzej', 'żaneta',
  'łucja', 'król', 'mróz', 'sowiński', 'piątek', 'wójtowicz', 'grabiński', 'nowińska', 'nowiński', 'leśniak', 'leśniewski', 'ślęzak',
  'śliwiński', 'śliwińska', 'żak', 'żuk', 'żurawski', 'żelazny', 'żmuda', 'łuczak', 'łukasik', 'łapiński', 'łuczyński', 'dudziński',
  'dudzińska', 'piątkowski', 'szczęsny', 'szczęśniak',
];

/** The lists by language code. */
export const ACCENT_LISTS_NORTH = {
  sv: SWEDISH_ACCENTED,
  da: DANISH_ACCENTED,
  no: NORWEGIAN_ACCENTED,
  fi: FINNISH_ACCENTED,
  cs: CZECH_ACCENTED,
  pl: POLISH_ACCENTED,
} as const;
