// German → English glossary for line-item words (engine/gloss/gloss.ts reads it). Keys are
// lower case German as printed (umlauts and ß allowed); values are one or two common English
// words that say what the item is.
export const GLOSSARY_DE = `
brot:bread|brote:bread|brötchen:buns|semmeln:buns|semmel:bun|toastbrot:bread|vollkornbrot:bread|roggenbrot:bread|mischbrot:bread|weißbrot:bread
baguettes:bread|fladenbrot:flatbread|brezel:pretzel|brezeln:pretzels|laugenbrezel:pretzel|laugengebäck:pretzels|kuchen:cake|torten:cakes|gebäck:pastry|backwaren:baked goods
kekse:cookies|plätzchen:cookies|blätterteig:pastry|teig:dough|hefeteig:dough|pizzateig:dough|hefe:yeast|backpulver:baking powder|paniermehl:breadcrumbs|semmelbrösel:breadcrumbs
mehl:flour|weizenmehl:flour|roggenmehl:flour|dinkelmehl:flour|dinkel:spelt|weizen:wheat|roggen:rye|hafer:oats|haferflocken:oats|müsli:cereal
grieß:semolina|speisestärke:starch|stärke:starch|zucker:sugar|puderzucker:sugar|rohrzucker:sugar|süßstoff:sweetener|honig:honey|sirup:syrup|schokolade:chocolate
kuvertüre:chocolate|kakaopulver:cocoa|marmelade:jam|konfitüre:jam|pralinen:chocolates|waffeln:waffles|pfannkuchen:pancakes|speiseeis:ice cream|eis:ice cream|eiscreme:ice cream
gelatine:gelatin|nudeln:pasta|teigwaren:pasta|bandnudeln:noodles|spätzle:noodles|schupfnudeln:noodles|knödel:dumplings|klöße:dumplings|reis:rice|basmatireis:rice
risottoreis:rice|langkornreis:rice|milchreis:rice|hülsenfrüchte:legumes|linsen:lentils|kichererbsen:chickpeas|erbsen:peas|bohnen:beans|bohne:bean|brechbohnen:beans
kidneybohnen:beans|konserven:canned goods|konserve:canned food|nüsse:nuts|erdnüsse:peanuts|haselnüsse:hazelnuts|walnüsse:walnuts|mandeln:almonds|pistazien:pistachios|cashewkerne:cashews
sonnenblumenkerne:seeds|kerne:seeds|samen:seeds|sesam:sesame|leinsamen:flaxseed|rosinen:raisins|trockenobst:dried fruit|lebensmittel:food|nahrungsmittel:food|feinkost:deli
fertiggericht:ready meal|fertiggerichte:ready meals|suppe:soup|suppen:soups|eintopf:stew|salzstangen:pretzels|knabbergebäck:snacks|kartoffelchips:chips|tiefkühlkost:frozen food|tk:frozen
fleisch:meat|rindfleisch:beef|rinder:beef|rinderfilet:beef|rinderhack:ground beef|rinderbrust:brisket|rinderhüfte:sirloin|schweinefleisch:pork|schwein:pork|schweine:pork
schweinefilet:pork|schweinenacken:pork|schweinebauch:pork belly|schweinerücken:pork loin|kalb:veal|kalbfleisch:veal|kalbs:veal|kalbsfond:stock|lamm:lamb|lammfleisch:lamb
lammkeule:lamb|lammrücken:lamb|pute:turkey|puten:turkey|putenbrust:turkey|putenfleisch:turkey|hähnchen:chicken|hähnchenbrust:chicken|hähnchenschenkel:chicken|hühnchen:chicken
huhn:chicken|hühner:chicken|hühnerbrust:chicken|geflügel:poultry|ente:duck|enten:duck|entenbrust:duck|gans:goose|gänse:goose|wildfleisch:venison
hirsch:venison|reh:venison|wildschwein:boar|kaninchen:rabbit|hackfleisch:ground meat|gehacktes:ground meat|braten:roast|gulasch:goulash|rouladen:beef|kotelett:chops
koteletts:chops|keule:leg|brust:breast|schulter:shoulder|nacken:neck|bauch:belly|rücken:loin|lende:loin|lenden:loin|hüfte:sirloin
haxe:shank|haxen:shank|leber:liver|nieren:kidneys|zunge:tongue|knochen:bones|markknochen:bones|bauchspeck:bacon|frühstücksspeck:bacon|schinkenspeck:bacon
schinken:ham|kochschinken:ham|rohschinken:ham|wurst:sausage|würste:sausages|würstchen:sausages|bratwurst:sausage|bratwürste:sausages|weißwurst:sausage|leberwurst:sausage
blutwurst:sausage|fleischwurst:sausage|wurstwaren:sausages|aufschnitt:cold cuts|frikadellen:meatballs|bouletten:meatballs|fleischbällchen:meatballs|mett:pork|leberkäse:meatloaf|dönerfleisch:meat
gyros:gyro|fisch:fish|fische:fish|lachs:salmon|räucherlachs:salmon|lachsfilet:salmon|thunfisch:tuna|kabeljau:cod|dorsch:cod|seelachs:pollock
forelle:trout|forellen:trout|hering:herring|heringe:herring|matjes:herring|makrele:mackerel|sardinen:sardines|sardellen:anchovies|garnelen:shrimp|krabben:shrimp
muscheln:mussels|miesmuscheln:mussels|austern:oysters|tintenfisch:squid|kalmar:squid|hummer:lobster|meeresfrüchte:seafood|scholle:flounder|seezunge:sole|dorade:bream
wolfsbarsch:sea bass|barsch:perch|karpfen:carp|aal:eel|rotbarsch:redfish|fischstäbchen:fish sticks|kaviar:caviar|rogen:roe|fischfilet:fish|krustentiere:shellfish
milch:milk|vollmilch:milk|frischmilch:milk|haltbarmilch:milk|hafermilch:oat milk|sojamilch:soy milk|sahne:cream|schlagsahne:cream|kochsahne:cream|sauerrahm:sour cream
schmand:sour cream|käse:cheese|frischkäse:cheese|bergkäse:cheese|hartkäse:cheese|reibekäse:cheese|schnittkäse:cheese|weichkäse:cheese|emmentaler:cheese
schafskäse:cheese|ziegenkäse:cheese|magerquark:curd|speisequark:curd|joghurt:yogurt|jogurt:yogurt|buttermilch:buttermilk|butterschmalz:butter|molkerei:dairy|molkereiprodukte:dairy
eier:eggs|eigelb:yolk|eiweiß:egg whites|gemüse:vegetables|tiefkühlgemüse:frozen vegetables|kartoffeln:potatoes|kartoffel:potato|süßkartoffeln:sweet potatoes|pommes:fries|kroketten:croquettes
kartoffelpüree:mashed potatoes|zwiebeln:onions|zwiebel:onion|schalotten:shallots|frühlingszwiebeln:scallions|lauchzwiebeln:scallions|knoblauch:garlic|tomaten:tomatoes|tomate:tomato|dosentomaten:tomatoes
tomatenmark:tomato paste|gurken:cucumbers|gurke:cucumber|karotten:carrots|karotte:carrot|möhren:carrots|möhre:carrot|salat:salad|eisbergsalat:lettuce|kopfsalat:lettuce
feldsalat:lettuce|rucola:arugula|chicoree:chicory|endivien:endive|kresse:cress|sprossen:sprouts|kohl:cabbage|weißkohl:cabbage|rotkohl:cabbage|wirsing:cabbage
grünkohl:kale|rosenkohl:sprouts|blumenkohl:cauliflower|brokkoli:broccoli|spinat:spinach|rahmspinat:spinach|pilze:mushrooms|pilz:mushroom|champignons:mushrooms|pfifferlinge:chanterelles
steinpilze:mushrooms|austernpilze:mushrooms|trüffel:truffle|spargel:asparagus|lauch:leek|porree:leek|sellerie:celery|rüben:beets|bete:beets|radieschen:radishes
rettich:radish|fenchel:fennel|artischocken:artichokes|oliven:olives|kapern:capers|mais:corn|zuckermais:corn|kürbis:pumpkin|ingwer:ginger|peperoni:peppers
obst:fruit|früchte:fruit|frucht:fruit|äpfel:apples|apfel:apple|birnen:pears|birne:pear|bananen:bananas|zitronen:lemons|zitrone:lemon
limetten:limes|orangen:oranges|mandarinen:tangerines|clementinen:clementines|erdbeeren:strawberries|himbeeren:raspberries|heidelbeeren:blueberries|brombeeren:blackberries|johannisbeeren:currants|beeren:berries
kirschen:cherries|trauben:grapes|weintrauben:grapes|pfirsiche:peaches|nektarinen:nectarines|aprikosen:apricots|pflaumen:plums|zwetschgen:plums|ananas:pineapple|melone:melon
wassermelone:watermelon|feigen:figs|datteln:dates|kokosnuss:coconut|kokos:coconut|rhabarber:rhubarb|holunder:elderberry|quitten:quince|obstsalat:fruit salad|apfelmus:applesauce
kräuter:herbs|gewürze:spices|gewürz:spice|würze:seasoning|petersilie:parsley|schnittlauch:chives|basilikum:basil|thymian:thyme|rosmarin:rosemary|salbei:sage
minze:mint|koriander:coriander|lorbeer:bay leaves|lorbeerblätter:bay leaves|muskat:nutmeg|muskatnuss:nutmeg|zimt:cinnamon|nelken:cloves|kümmel:caraway|kreuzkümmel:cumin
vanille:vanilla|kurkuma:turmeric|safran:saffron|majoran:marjoram|estragon:tarragon|wacholder:juniper|piment:allspice|meerrettich:horseradish|currypulver:curry|pfeffer:pepper
salz:salt|meersalz:salt|senf:mustard|essig:vinegar|balsamico:vinegar|brühe:broth|gemüsebrühe:broth|rinderbrühe:broth|hühnerbrühe:broth|soße:sauce
soßen:sauces|saucen:sauces|bratensoße:gravy|remoulade:sauce|sojasoße:soy sauce|sojasauce:soy sauce|öl:oil|öle:oils|olivenöl:olive oil|rapsöl:oil
sonnenblumenöl:oil|speiseöl:oil|frittierfett:frying oil|fett:fat|bratfett:fat|schmalz:lard|tiefgekühlt:frozen|tiefgefroren:frozen|gefroren:frozen|tiefkühl:frozen
gekühlt:chilled|geräuchert:smoked|gepökelt:cured|gesalzen:salted|gegrillt:grilled|gebacken:baked|vorgegart:precooked|geschält:peeled|gewürfelt:diced|gerieben:grated
paniert:breaded|mariniert:marinated|getrocknet:dried|eingelegt:pickled|vegetarisch:vegetarian|frisch:fresh|gekocht:cooked|getränke:beverages|getränk:beverage|erfrischungsgetränke:soft drinks
softdrinks:soft drinks|limonade:lemonade|brause:soda|saft:juice|säfte:juices|fruchtsaft:juice|orangensaft:juice|apfelsaft:juice|multivitaminsaft:juice|direktsaft:juice
nektar:nectar|schorle:spritzer|apfelschorle:juice|wasser:water|mineralwasser:water|tafelwasser:water|heilwasser:water|sprudel:sparkling water|eistee:iced tea|kaffee:coffee
kaffeebohnen:coffee|bohnenkaffee:coffee|röstkaffee:coffee|kaffeepads:coffee|kaffeekapseln:coffee|kakao:cocoa|trinkschokolade:cocoa|teebeutel:tea|kräutertee:tea|früchtetee:tea
schwarztee:tea|grüntee:tea|pfefferminztee:tea|kohlensäure:carbon dioxide|malzbier:malt beverage|alkoholfrei:nonalcoholic|alkoholfreies:nonalcoholic|alkoholfreier:nonalcoholic|bier:beer|biere:beers
pils:beer|helles:beer|lagerbier:beer|weizenbier:beer|weißbier:beer|weissbier:beer|hefeweizen:beer|kristallweizen:beer|schwarzbier:beer|starkbier:beer
bockbier:beer|märzen:beer|kellerbier:beer|landbier:beer|kölsch:beer|altbier:beer|fassbier:beer|flaschenbier:beer|radler:beer|biermischgetränk:beer
wein:wine|weine:wines|rotwein:wine|weißwein:wine|rosewein:wine|glühwein:mulled wine|schaumwein:sparkling wine|sekt:sparkling wine|champagner:champagne|portwein:port wine
grauburgunder:wine|spätburgunder:wine|weißburgunder:wine|silvaner:wine|dornfelder:wine|trollinger:wine|lemberger:wine|weingut:winery|spirituosen:spirits|spirituose:liquor
schnaps:schnapps|obstler:schnapps|kirschwasser:schnapps|doppelkorn:schnapps|likör:liqueur|liköre:liqueurs|kräuterlikör:liqueur|weinbrand:brandy|edelbrand:brandy|branntwein:liquor
wodka:vodka|wermut:vermouth|alkohol:alcohol|bierfass:keg|fass:keg|fässer:kegs|becher:cups|pappbecher:cups|kaffeebecher:cups|trinkbecher:cups
plastikbecher:cups|einwegbecher:cups|deckel:lids|rührstäbchen:stirrers|strohhalme:straws|trinkhalme:straws|servietten:napkins|serviette:napkin|papierservietten:napkins|tischsets:placemats
platzsets:placemats|folie:foil|folien:foil|alufolie:foil|aluschalen:foil containers|frischhaltefolie:wrap|klarsichtfolie:wrap|stretchfolie:wrap|beutel:bags|vakuumbeutel:bags
gefrierbeutel:bags|müllbeutel:trash bags|müllsäcke:trash bags|tüten:bags|tüte:bag|papiertüten:bags|tragetaschen:bags|tragetasche:bag|karton:box|kartons:boxes
kartonagen:boxes|schachtel:box|schachteln:boxes|pizzakarton:box|pizzakartons:boxes|menüboxen:boxes|menüschalen:containers|verpackung:packaging|verpackungen:packaging|pappe:cardboard
papier:paper|pappteller:paper plates|papierteller:paper plates|einweggeschirr:disposables|einwegbesteck:plastic cutlery|holzbesteck:disposable cutlery|einweg:disposable|zahnstocher:toothpicks|backpapier:parchment|rollen:rolls
rolle:roll|toilettenpapier:toilet paper|klopapier:toilet paper|küchenrolle:paper towels|küchenrollen:paper towels|papierhandtücher:paper towels|falthandtücher:paper towels|bonrollen:receipt paper|kassenrollen:receipt paper|thermorollen:receipt paper
etiketten:labels|tuch:cloth|tücher:towels|reiniger:cleaner|reinigungsmittel:cleaner|putzmittel:cleaner|spülmittel:detergent|handspülmittel:detergent|maschinenspülmittel:detergent|geschirrreiniger:detergent
klarspüler:rinse|spültabs:detergent|waschmittel:detergent|glasreiniger:cleaner|grillreiniger:cleaner|backofenreiniger:cleaner|bodenreiniger:cleaner|sanitärreiniger:cleaner|allzweckreiniger:cleaner|neutralreiniger:cleaner
fettlöser:degreaser|entfetter:degreaser|entkalker:limescale remover|kalklöser:limescale remover|kalkentferner:limescale remover|abflussreiniger:drain cleaner|desinfektion:disinfectant|desinfektionsmittel:disinfectant|flächendesinfektion:disinfectant|händedesinfektion:sanitizer
seife:soap|handseife:soap|flüssigseife:soap|scheuermilch:cleanser|chlor:chlorine|bleiche:bleach|schwämme:sponges|schwamm:sponge|scheuerschwamm:scouring pad|topfreiniger:scouring pad
stahlwolle:steel wool|putztücher:rags|lappen:rags|wischtücher:cloths|spültücher:cloths|mikrofasertücher:cloths|reinigungstücher:wipes|desinfektionstücher:wipes|feuchttücher:wipes|mopp:mop
wischmopp:mop|besen:broom|kehrschaufel:dustpan|eimer:bucket|abzieher:squeegee|fensterabzieher:squeegee|politur:polish|edelstahlpflege:polish|lufterfrischer:air freshener|duftspray:air freshener
seifenspender:dispenser|handtuchspender:dispenser|serviettenspender:dispenser|reinigungsbedarf:janitorial|hygieneartikel:hygiene|handschuhe:gloves|einweghandschuhe:gloves|nitrilhandschuhe:gloves|haarnetze:hair nets|kugelschreiber:pen
stift:pen|stifte:pens|druckerpatrone:cartridge|druckerpatronen:cartridges|druckerpapier:paper|kopierpapier:paper|ordner:binders|briefumschläge:envelopes|umschläge:envelopes|büromaterial:office supplies
bürobedarf:office supplies|batterien:batteries|glühbirnen:light bulbs|leuchtmittel:bulbs|klebeband:tape|pflaster:bandages|verbandskasten:first aid|kerzen:candles|teelichter:candles|streichhölzer:matches
feuerzeug:lighter|holzkohle:charcoal|grillkohle:charcoal|brennpaste:fuel|messer:knife|kochmesser:knife|brotmesser:knife|schneidebrett:cutting board|brett:board|bretter:boards
pfanne:pan|pfannen:pans|bratpfanne:frying pan|topf:pot|töpfe:pots|kochtopf:pot|bräter:roaster|kasserolle:casserole|teller:plates|suppenteller:bowls
glas:glass|gläser:glasses|trinkgläser:glassware|weingläser:glassware|sektgläser:glassware|biergläser:glassware|karaffe:carafe|karaffen:carafes|tasse:cup|tassen:cups
untertassen:saucers|kanne:pot|kannen:pots|schüssel:bowl|schüsseln:bowls|schale:bowl|schalen:bowls|geschirr:dishes|porzellan:china|besteck:cutlery
gabel:fork|gabeln:forks|löffel:spoons|kelle:ladle|kellen:ladles|schöpfkelle:ladle|schneebesen:whisk|sieb:sieve|siebe:sieves|zange:tongs
grillzange:tongs|pfannenwender:spatula|spatel:spatula|reibe:grater|schäler:peeler|sparschäler:peeler|dosenöffner:opener|korkenzieher:corkscrew|mörser:mortar|nudelholz:rolling pin
spritzbeutel:piping bag|gewürzmühle:grinder|backblech:baking sheet|backbleche:baking sheets|auflaufform:baking dish|tablett:tray|tabletts:trays|gastronormbehälter:containers|behälter:containers|transportbehälter:containers
küchenutensilien:utensils|kochgeschirr:cookware|spülmaschine:dishwasher|spülmaschinen:dishwashers|geschirrspüler:dishwasher|gläserspüler:dishwasher|kühlschrank:refrigerator|kühlschränke:refrigerators|tiefkühltruhe:freezer|gefrierschrank:freezer
gefriertruhe:freezer|tiefkühlschrank:freezer|kühlzelle:cooler|kühltheke:cooler|kühlvitrine:display cooler|kombidämpfer:oven|backofen:oven|ofen:oven|pizzaofen:oven|elektroherd:stove
gasherd:stove|küchenherd:stove|kochfeld:cooktop|induktion:induction|fritteuse:fryer|friteuse:fryer|mikrowelle:microwave|kaffeemaschine:coffeemaker|espressomaschine:coffeemaker|kaffeevollautomat:coffeemaker
eismaschine:ice machine|eiswürfelmaschine:ice machine|eiswürfel:ice|schneidemaschine:slicer|aufschnittmaschine:slicer|vakuumiergerät:vacuum sealer|grillplatte:griddle|kippbratpfanne:skillet|kutter:cutter|wasserkocher:kettle
dunstabzugshaube:hood|abzugshaube:hood|lüftung:ventilation|lüftungsanlage:ventilation|klimaanlage:air conditioner|spültisch:sink|spülbecken:sink|waage:scale|wärmeschrank:warmer|warmhalteschrank:warmer
gerät:appliance|geräte:appliances|maschine:machine|maschinen:machines|schrank:cabinet|schränke:cabinets|regalsystem:shelving|lagerregal:shelving|wandregal:shelf|tisch:table
tische:tables|arbeitstisch:table|stuhl:chair|stühle:chairs|zubehör:accessories|reparatur:repair|reparaturen:repairs|instandsetzung:repair|instandhaltung:maintenance|wartung:maintenance
wartungsvertrag:maintenance|inspektion:inspection|prüfung:inspection|störung:fault|störungsbeseitigung:repair|fehlersuche:troubleshooting|austausch:replacement|ersatzteil:spare part|ersatzteile:spare parts|dichtung:gasket
dichtungen:gaskets|türdichtung:gasket|kompressor:compressor|heizstab:heating element|pumpe:pump|ventil:valve|lüfter:fan|fettfilter:grease filter|kundendienst:service|techniker:technician
monteur:technician|monteurstunde:labor|arbeitszeit:labor|arbeitslohn:labor|anfahrt:service call|anfahrtspauschale:service call|fahrtkosten:travel|kleinmaterial:materials|klempner:plumber|installateur:plumber
sanitär:plumbing|elektriker:electrician|elektroinstallation:electrical|montagearbeiten:installation|handwerker:handyman|malerarbeiten:painting|maler:painter|fliesen:tiles|schlosser:locksmith|schlüsseldienst:locksmith
schlüssel:keys|rohrreinigung:drain cleaning|abfluss:drain|fettabscheider:grease trap|kältetechnik:refrigeration|kühltechnik:refrigeration|kältemittel:refrigerant|klimatechnik:air conditioning|schornsteinfeger:chimney sweep|kammerjäger:exterminator
schädlingsbekämpfung:pest control|strom:electricity|stromkosten:electricity|energie:energy|erdgas:gas|heizung:heating|heizöl:heating oil|fernwärme:heating|wasserversorgung:water|wasserverbrauch:water
abwasser:sewage|abwassergebühr:sewer|stadtwerke:utility|städtisch:municipal|städtische:municipal|städtischen:municipal|zähler:meter|verbrauch:consumption|abschlag:installment|müll:garbage|müllabfuhr:garbage|müllgebühren:garbage|abfall:waste
restmüll:waste|biomüll:waste|altöl:waste oil|speisereste:food waste|wertstoffe:recycling|altglas:recycling|entsorgung:disposal|telefon:telephone|telefonie:telephone|festnetz:landline
mobilfunk:mobile|internetanschluss:internet|rundfunkbeitrag:broadcasting fee|miete:rent|mieten:rent|kaltmiete:rent|warmmiete:rent|mietzins:rent|geschäftsraummiete:rent|untermiete:sublease
pacht:lease|mietvertrag:lease|nebenkosten:utilities|nebenkostenabrechnung:utilities|nebenkostenvorauszahlung:utilities|betriebskosten:operating costs|kaution:deposit|hausverwaltung:property management|vermieter:landlord|mieter:tenant
grundsteuer:property tax|stellplatz:parking|parkplatz:parking|hausmeister:janitor|hausmeisterdienst:janitorial|winterdienst:snow removal|gartenpflege:landscaping|gebäudereinigung:cleaning|unterhaltsreinigung:cleaning|fensterreinigung:window cleaning
glasreinigung:window cleaning|treppenhausreinigung:cleaning|reinigung:cleaning|fracht:freight|frachtkosten:freight|versand:shipping|versandkosten:shipping|zustellung:delivery|lieferung:delivery|lieferkosten:delivery
liefergebühr:delivery|zustellgebühr:delivery|lieferpauschale:delivery|spedition:shipping|transportkosten:transport|kurier:courier|paket:parcel|pakete:parcels|maut:toll
dieselzuschlag:fuel surcharge|energiezuschlag:surcharge|zuschlag:surcharge|mindermengenzuschlag:surcharge|paletten:pallets|europalette:pallet|leergut:empties|pfand:deposit|kiste:crate|kisten:crates
kasten:crate|flasche:bottle|flaschen:bottles|dosen:cans|konservendose:can|getränkedose:can|steuerberatung:accounting|steuerberater:accountant|buchhaltung:bookkeeping|finanzbuchhaltung:bookkeeping
lohnbuchhaltung:payroll|lohnabrechnung:payroll|jahresabschluss:accounting|rechtsberatung:legal|rechtsanwalt:lawyer|anwalt:lawyer|kanzlei:law firm|notar:notary|wirtschaftsprüfer:auditor|unternehmensberatung:consulting
beratung:consulting|berater:consultant|gutachten:appraisal|gutachter:appraiser|schulung:training|hygieneschulung:training|gesundheitszeugnis:health certificate|dolmetscher:interpreter|übersetzung:translation|honorar:fee
inkasso:collection|mahngebühr:late fee|bankgebühren:bank fees|kontoführung:bank fees|gebühr:fee|gebühren:fees|kosten:costs|jahresbeitrag:annual fee|versicherung:insurance|versicherungen:insurance
haftpflicht:liability|haftpflichtversicherung:liability insurance|betriebshaftpflicht:liability insurance|inventarversicherung:insurance|glasversicherung:insurance|feuerversicherung:fire insurance|betriebsunterbrechung:business interruption|versicherungsbeitrag:insurance premium|prämie:premium|rechtsschutz:legal protection
leiharbeit:staffing|zeitarbeit:staffing|arbeitnehmerüberlassung:staffing|personaldienstleistung:staffing|personalgestellung:staffing|personalvermittlung:recruitment|aushilfe:temporary staff|aushilfen:temporary staff|servicekraft:waiter|servicekräfte:waiters
kellner:waiter|koch:cook|köche:cooks|beikoch:cook|küchenhilfe:kitchen helper|spülkraft:kitchen helper|stundenlohn:hourly wage|stundensatz:hourly rate|mitarbeiter:employees|arbeitskräfte:workers
personalkosten:labor|lohnkosten:labor|lohn:wages|löhne:wages|gehalt:salary|werbung:advertising|anzeige:advertisement|anzeigen:ads|plakat:poster|plakate:posters
speisekarte:menu|speisekarten:menus|getränkekarte:menu|visitenkarten:business cards|gutscheine:vouchers|druck:printing|drucksachen:printing|werbemittel:promotional|aufkleber:stickers|prospekte:brochures
broschüren:brochures|fotograf:photographer|agentur:agency|werbeagentur:advertising agency|lizenz:license|lizenzen:licenses|softwarelizenz:license|abonnement:subscription|abo:subscription|kassensoftware:software
kassensystem:register|registrierkasse:register|kasse:register|kassen:registers|drucker:printer|bondrucker:printer|bildschirm:monitor|kartenterminal:terminal|kartenlesegerät:card reader|edv:computer
rechner:computer|netzwerk:network|wlan:wifi|programm:program|fernwartung:remote support|datensicherung:backup|webseite:website|speicher:storage|bestellsystem:ordering system|reservierungssystem:reservation system
wäsche:laundry|wäscherei:laundry|wäscheservice:laundry|mangelwäsche:laundry|mietwäsche:linen|textilservice:linen service|textilreinigung:dry cleaning|berufskleidung:work clothing|arbeitskleidung:work clothing|kochjacke:chef jacket
kochjacken:chef jackets|kochhose:chef pants|kochmütze:chef hat|schürze:apron|schürzen:aprons|kochschürze:apron|latzschürze:apron|vorbinder:apron|bistroschürze:apron|kittel:smock
hemd:shirt|hemden:shirts|hosen:pants|sicherheitsschuhe:safety shoes|arbeitsschuhe:work shoes|tischwäsche:table linen|tischdecke:tablecloth|tischdecken:tablecloths|tischtuch:tablecloth|stoffservietten:linen napkins
stoffserviette:linen napkin|handtuch:towel|handtücher:towels|geschirrtuch:towel|geschirrtücher:towels|bettwäsche:bed linen
pauschale:fee|preis:price|preise:prices|elemente:parts
benzin:gasoline|superbenzin:gasoline|kraftstoff:fuel|tanken:fuel|tankstelle:gas station|waschanlage:car wash|autowäsche:car wash|reifen:tires|ölwechsel:oil change|werkstatt:garage|kfz:car|parkgebühr:parking|parkgebühren:parking|parkhaus:parking|parkschein:parking|parken:parking|übernachtung:lodging|übernachtungen:lodging|zimmer:room|fahrkarte:ticket|fahrkarten:tickets|fahrschein:ticket|bahnticket:train ticket|flug:flight|flüge:flights|flugticket:airfare|briefmarken:stamps|briefmarke:stamp|kopien:copies|frühstück:breakfast|mittagessen:lunch|abendessen:dinner|bewirtung:meals|trinkgeld:tip|apotheke:pharmacy
`;
