// Dutch → English glossary for line-item words (engine/gloss/gloss.ts reads it). Keys are lower
// case Dutch as printed; values are one or two common English words that say what the item is.
// Dutch writes items as compounds like German: heads (vlees, kaas, saus, zakken, huur...; papier,
// folie, reiniger and kosten come from the German table) are listed so that a compound with no
// entry of its own splits at its head. Dutch words that are also English words (brood, room, worst,
// water, dozen) are left out, and their compounds are listed whole (volkorenbrood, rookworst).
export const GLOSSARY_NL = `
volkorenbrood:bread|stokbrood:baguette|stokbroden:baguettes|witbrood:bread|bruinbrood:bread|roggebrood:bread|meergranenbrood:bread|speltbrood:bread|tarwebrood:bread|casinobrood:bread
desembrood:bread|broodjes:buns|broodje:bun|bolletjes:buns|puntjes:rolls|afbakbroodjes:rolls|beschuit:rusk|krentenbollen:buns|ontbijtkoek:gingerbread|koek:cake
koeken:pastries|koekjes:cookies|gebak:pastry|taart:cake|taarten:cakes|vlaai:pie|deeg:dough|bakpoeder:baking powder|paneermeel:breadcrumbs|bloem:flour
meel:flour|tarwe:wheat|rogge:rye|havermout:oatmeal|griesmeel:semolina|zetmeel:starch|maïzena:cornstarch|suiker:sugar|zoetstof:sweetener|chocolade:chocolate
hagelslag:sprinkles|pindakaas:peanut butter|confituur:jam|chocoladepasta:chocolate spread|pannenkoeken:pancakes|pannenkoek:pancake|poffertjes:pancakes|wafels:waffles|ijs:ice cream|roomijs:ice cream
deegwaren:pasta|noedels:noodles|mie:noodles|rijst:rice|peulvruchten:legumes|linzen:lentils|kikkererwten:chickpeas|erwten:peas|bonen:beans|conserven:canned goods
blik:can|blikken:cans|noten:nuts|pinda:peanut|amandelen:almonds|zaden:seeds|pitten:seeds|sesamzaad:sesame|lijnzaad:flaxseed|rozijnen:raisins
zuidvruchten:dried fruit|levensmiddelen:food|voedingsmiddelen:food|voeding:food|maaltijd:meal|maaltijden:meals|soep:soup|soepen:soups|stoofpot:stew|zoutjes:snacks
hapjes:snacks|diepvries:frozen|bevroren:frozen|gekoeld:chilled|vlees:meat|rund:beef|runder:beef|rundergehakt:ground beef|gehakt:ground meat|varken:pork
varkens:pork|kalf:veal|kalfs:veal|lams:lamb|lamsbout:lamb|kip:chicken|kippen:chicken|kipfilet:chicken|filet:fillet|kippenbouten:chicken legs
kalkoen:turkey|eend:duck|gevogelte:poultry|hert:venison|wildzwijn:boar|konijn:rabbit|varkenshaas:pork tenderloin|ossenhaas:beef tenderloin|biefstuk:steak|rosbief:roast beef
riblappen:beef|runderlappen:beef|sukade:beef|rollade:roast|gebraad:roast|karbonade:chops|koteletten:chops|kotelet:chop|speklappen:pork belly|spek:bacon
borst:breast|vleugels:wings|botten:bones|beenham:ham|achterham:ham|rookworst:sausage|braadworst:sausage|worstjes:sausages|knakworst:hot dog|frikandel:sausage
frikandellen:sausages|kroket:croquette|bitterballen:croquettes|gehaktballen:meatballs|vleeswaren:cold cuts|shoarma:shawarma|slagerij:butcher|slager:butcher|vis:fish|zalm:salmon
tonijn:tuna|kabeljauw:cod|schelvis:haddock|koolvis:pollock|wijting:whiting|heek:hake|zeeduivel:monkfish|forel:trout|haring:herring|makreel:mackerel
sardientjes:sardines|ansjovis:anchovies|garnalen:shrimp|garnaal:shrimp|mosselen:mussels|oesters:oysters|inktvis:squid|kreeft:lobster|krab:crab|schol:plaice
zeebaars:sea bass|baars:perch|zeevruchten:seafood|schaaldieren:shellfish|kaviaar:caviar|melk:milk|halfvolle:milk|karnemelk:buttermilk|koffiemelk:creamer|havermelk:oat milk
sojamelk:soy milk|slagroom:cream|kookroom:cream|boter:butter|kaas:cheese|belegen:cheese|kwark:curd|zuivel:dairy|eieren:eggs|eidooier:yolk
eiwit:egg whites|vla:custard|toetjes:desserts|nagerechten:desserts|groente:vegetables|groenten:vegetables|aardappelen:potatoes|aardappel:potato|aardappels:potatoes|friet:fries
patat:fries|aardappelpuree:mashed potatoes|uien:onions|sjalotten:shallots|bosui:scallions|knoflook:garlic|tomaat:tomato|tomatenpuree:tomato paste|komkommer:cucumber|komkommers:cucumbers
wortel:carrot|wortelen:carrots|wortels:carrots|ijsbergsla:lettuce|kropsla:lettuce|veldsla:lettuce|andijvie:endive|witlof:chicory|tuinkers:cress|taugé:sprouts
spruitjes:sprouts|kool:cabbage|boerenkool:kale|bloemkool:cauliflower|spinazie:spinach|paddenstoelen:mushrooms|paddestoelen:mushrooms|prei:leek|selderij:celery|bieten:beets
radijs:radish|venkel:fennel|artisjok:artichoke|artisjokken:artichokes|olijven:olives|kappertjes:capers|augurken:pickles|pompoen:pumpkin|pepers:peppers|gember:ginger
vruchten:fruit|appels:apples|appel:apple|peren:pears|banaan:banana|citroenen:lemons|limoenen:limes|limoen:lime|sinaasappels:oranges|sinaasappel:orange
mandarijnen:tangerines|aardbeien:strawberries|frambozen:raspberries|bramen:blackberries|bessen:berries|kersen:cherries|druiven:grapes|perziken:peaches|abrikozen:apricots|pruimen:plums
meloen:melon|vijgen:figs|dadels:dates|kokosnoot:coconut|rabarber:rhubarb|fruitsalade:fruit salad|appelmoes:applesauce|kruiden:herbs|specerijen:spices|peterselie:parsley
bieslook:chives|basilicum:basil|tijm:thyme|rozemarijn:rosemary|salie:sage|munt:mint|laurier:bay leaves|nootmuskaat:nutmeg|kaneel:cinnamon|kruidnagel:cloves
karwij:caraway|komijn:cumin|saffraan:saffron|marjolein:marjoram|mierikswortel:horseradish|kerrie:curry|peper:pepper|zout:salt|mosterd:mustard|azijn:vinegar
bouillonblokjes:stock|saus:sauce|sauzen:sauces|mayonaise:mayonnaise|sojasaus:soy sauce|olie:oil|oliën:oils|olijfolie:olive oil|frituurolie:frying oil|frituurvet:frying oil
reuzel:lard|diepgevroren:frozen|gerookt:smoked|gesneden:sliced|gepaneerd:breaded|gedroogd:dried|vers:fresh|dranken:beverages|frisdrank:soft drinks|sappen:juices
vruchtensap:juice|appelsap:juice|mineraalwater:water|spuitwater:sparkling water|koffie:coffee|koffiepads:coffee|theezakjes:tea|kruidenthee:tea|ijsthee:iced tea|koolzuur:carbon dioxide
alcoholvrij:nonalcoholic|alcoholvrije:nonalcoholic|bieren:beers|fust:keg|fusten:kegs|vaten:kegs|wijn:wine|wijnen:wines|mousserende:sparkling wine|gedistilleerd:spirits
jenever:gin|likeur:liqueur|likeuren:liqueurs|brandewijn:brandy|slijterij:liquor store|bekers:cups|beker:cup|deksels:lids|deksel:lid|roerstaafjes:stirrers
rietjes:straws|servetten:napkins|servet:napkin|vershoudfolie:wrap|zakken:bags|zak:bag|zakjes:bags|draagtassen:bags|doos:box|pizzadozen:boxes
bakjes:containers|bakje:container|verpakking:packaging|verpakkingen:packaging|kartonnen:cardboard|papieren:paper|borden:plates|bord:plate|wegwerp:disposable|tandenstokers:toothpicks
bakpapier:parchment|toiletpapier:toilet paper|wcpapier:toilet paper|keukenrol:paper towels|keukenpapier:paper towels|handdoekjes:paper towels|kassarol:receipt paper|etiket:label|schoonmaakmiddel:cleaner|schoonmaakmiddelen:cleaner
reinigingsmiddelen:cleaner|afwasmiddel:detergent|vaatwastabletten:detergent|glansspoelmiddel:rinse|wasmiddel:detergent|ontvetter:degreaser|ontkalker:scale remover|ontstopper:drain cleaner|desinfectie:disinfectant|desinfectiemiddel:disinfectant
handgel:sanitizer|zeep:soap|chloor:chlorine|bleekmiddel:bleach|sponzen:sponges|spons:sponge|staalwol:steel wool|doeken:cloths|doek:cloth|schoonmaakdoekjes:wipes
dweil:mop|bezem:broom|stoffer:brush|borstel:brush|borstels:brushes|emmer:bucket|vloertrekker:squeegee|luchtverfrisser:air freshener|handschoenen:gloves|haarnetjes:hair nets
schoonmaak:cleaning|schoonmaakartikelen:janitorial|reiniging:cleaning|pennen:pens|balpen:pen|stiften:markers|inktpatroon:cartridge|inktpatronen:cartridges|ordners:binders|enveloppen:envelopes
kantoorartikelen:office supplies|kantoorbenodigdheden:office supplies|batterijen:batteries|lampen:light bulbs|plakband:tape|pleisters:bandages|verbanddoos:first aid|ehbo:first aid|kaarsen:candles|waxinelichtjes:candles
lucifers:matches|aansteker:lighter|houtskool:charcoal|nietjes:staples|mappen:folders|kantoor:office|messen:knives|koksmes:knife|broodmes:knife|snijplank:cutting board
pannen:pans|koekenpan:frying pan|braadpan:roaster|kookpan:pot|steelpan:saucepan|potten:jars|kommen:bowls|glazen:glasses|karaf:carafe|kopjes:cups
schotels:saucers|servies:dishes|porselein:china|bestek:cutlery|vorken:forks|lepels:spoons|lepel:spoon|zeef:sieve|vergiet:colander|grilltang:tongs
dunschiller:peeler|kurkentrekker:corkscrew|bakplaat:baking sheet|dienblad:tray|keukengerei:utensils|kookgerei:cookware|vaatwasser:dishwasher|glazenspoeler:dishwasher|koelkast:refrigerator|koelkasten:refrigerators
koeling:refrigeration|vriezer:freezer|vrieskist:freezer|koelcel:cooler|koelvitrine:display cooler|pizzaoven:oven|fornuis:stove|kookplaat:cooktop|inductie:induction|frituur:fryer
magnetron:microwave|koffiezetapparaat:coffeemaker|espressomachine:coffeemaker|ijsmachine:ice machine|ijsblokjes:ice|snijmachine:slicer|waterkoker:kettle|afzuigkap:hood|afzuiging:ventilation|ventilatie:ventilation
airco:air conditioner|gootsteen:sink|weegschaal:scale|apparaat:appliance|apparatuur:equipment|kast:cabinet|stellingen:shelving|rekken:racks|tafel:table|tafels:tables
stoel:chair|stoelen:chairs|toebehoren:accessories|accessoires:accessories|meubilair:furniture|inventaris:equipment|kraan:faucet|reparatie:repair|reparaties:repairs|herstel:repair
herstelling:repair|herstellingen:repairs|onderhoud:maintenance|onderhoudsbeurt:maintenance|inspectie:inspection|keuring:inspection|storingen:faults|storingsdienst:repair|vervanging:replacement|onderdeel:spare part
onderdelen:spare parts|klep:valve|vetfilter:grease filter|klantenservice:service|technicus:technician|arbeidsuren:labor|arbeidsloon:labor|arbeid:labor|voorrijkosten:service call|reiskosten:travel
materiaal:materials|materialen:materials|loodgieter:plumber|sanitair:plumbing|elektricien:electrician|elektra:electrical|installatie:installation|klusjesman:handyman|schilderwerk:painting|schilder:painter
tegels:tiles|slotenmaker:locksmith|sleutels:keys|ontstopping:drain cleaning|riool:sewer|afvoer:drain|vetafscheider:grease trap|koeltechniek:refrigeration|koelmiddel:refrigerant|schoorsteenveger:chimney sweep
ongediertebestrijding:pest control|plaagdierbestrijding:pest control|timmerman:carpenter|aannemer:contractor|verbouwing:renovation|renovatie:renovation|lekkage:leak|deur:door|vloer:floor|verf:paint
lijm:glue|gereedschap:tools|werkzaamheden:work|stroom:electricity|elektriciteit:electricity|aardgas:gas|verwarming:heating|stookolie:heating oil|drinkwater:water|waterverbruik:water
riolering:sewer|netbeheer:grid|verbruik:consumption|voorschot:installment|afval:waste|afvalinzameling:garbage|afvalverwerking:waste disposal|vuilnis:garbage|telefoon:telephone|mobiel:mobile
glasvezel:fiber|nutsvoorzieningen:utilities|rekening:bill|huur:rent|huurovereenkomst:lease|servicekosten:service charges|borg:deposit|waarborgsom:deposit|verhuurder:landlord|huurder:tenant
onroerendezaakbelasting:property tax|ozb:property tax|parkeerplaats:parking|parkeergarage:parking|glazenwasser:window cleaning|schoonmaakdienst:cleaning|schoonmaakbedrijf:cleaning|dienst:service|diensten:services|bedrijfsruimte:premises
pand:premises|vastgoed:property|beheerkosten:management fee|vracht:freight|verzending:shipping|verzendkosten:shipping|levering:delivery|leveringen:deliveries|bezorging:delivery|bezorgkosten:delivery
koerier:courier|pakket:parcel|pakketten:parcels|tol:toll|toeslag:surcharge|statiegeld:deposit|leeggoed:empties|krat:crate|kratten:crates|fles:bottle
flessen:bottles|blikjes:cans|vervoer:transport|boekhouding:bookkeeping|boekhouder:bookkeeper|accountantskosten:accounting|administratiekosten:administrative fee|salarisadministratie:payroll|loonadministratie:payroll|loonstrook:payroll
jaarrekening:accounting|aangifte:tax return|juridisch:legal|juridische:legal|advocaat:lawyer|advocaten:lawyers|notaris:notary|accountantscontrole:audit|advies:consulting|adviseur:consultant
taxatie:appraisal|opleiding:training|cursus:course|vertaling:translation|tolk:interpreter|incasso:collection|aanmaning:reminder|aanmaningskosten:late fee|boete:fine|boetes:fines
bekeuring:fine|bankkosten:bank fees|transactiekosten:transaction fees|lidmaatschap:membership|contributie:dues|bijdrage:contribution|giften:donations|donatie:donation|rente:interest|heffing:levy
leges:fees|vergunning:permit|belasting:tax|verwerkingskosten:handling fee|annuleringskosten:cancellation fee|tarief:rate|verzekering:insurance|verzekeringen:insurance|aansprakelijkheid:liability|premie:premium
rechtsbijstand:legal|polis:policy|verzekeraar:insurer|reisverzekering:travel insurance|uitzendbureau:staffing|uitzendkracht:temporary staff|uitzendkrachten:temporary staff|detachering:staffing|personeel:staff|loonkosten:labor
lonen:wages|salaris:salary|bediening:service|medewerkers:employees|kok:cook|koks:cooks|afwasser:kitchen helper|keukenhulp:kitchen helper|kelner:waiter|ober:waiter
werkuren:hours|oproepkracht:temporary staff|werving:recruitment|vakantiegeld:holiday pay|uurloon:hourly wage|uurtarief:hourly rate|reclame:advertising|advertentie:advertisement|advertenties:ads|menukaart:menu
drankenkaart:menu|wijnkaart:wine list|visitekaartjes:business cards|cadeaubonnen:vouchers|waardebonnen:vouchers|drukwerk:printing|fotograaf:photographer|ontwerp:design|vormgeving:design|huisstijl:branding
spandoek:banner|licentie:license|licenties:licenses|abonnementen:subscriptions|kassasysteem:register|kassa:register|kassabon:receipt|bonprinter:printer|beeldscherm:monitor|pinautomaat:terminal
pinapparaat:card reader|netwerk:network|programma:program|programmatuur:software|webhosting:hosting|domeinnaam:domain|opslag:storage|ondersteuning:support|bestelsysteem:ordering system|reserveringssysteem:reservation system
reserveringen:reservations|wasserij:laundry|wasgoed:laundry|linnen:linen|linnengoed:linen|linnenverhuur:linen service|textielverhuur:linen service|textielservice:linen service|stomerij:dry cleaning|bedrijfskleding:work clothing
werkkleding:work clothing|koksbuis:chef jacket|kokskleding:chef clothing|koksmuts:chef hat|schort:apron|schorten:aprons|broek:pants|veiligheidsschoenen:safety shoes|werkschoenen:work shoes|tafelkleed:tablecloth
handdoek:towel|handdoeken:towels|beddengoed:bed linen|lakens:sheets|benzine:gasoline|brandstof:fuel|tankstation:gas station|wasstraat:car wash|banden:tires|olieverversing:oil change
apk:car inspection|autobedrijf:garage|parkeren:parking|parkeerkosten:parking|parkeergeld:parking|overnachting:lodging|overnachtingen:lodging|kamer:room|toeristenbelasting:tourist tax|treinkaartje:train ticket
trein:train|treinreis:train|kaartje:ticket|kaartjes:tickets|vervoerbewijs:ticket|ovchipkaart:transit card|reizen:travel|vlucht:flight|vluchten:flights|vliegticket:airfare
taxirit:taxi|rit:ride|postzegels:stamps|aangetekend:registered mail|frankering:postage|brievenbuspakje:parcel|kopieën:copies|ontbijt:breakfast|avondeten:dinner|fooi:tip
apotheek:pharmacy|recept:prescription|pijnstillers:painkillers|medicijnen:medicine|geneesmiddelen:medicine|drogisterij:drugstore|consumpties:drinks|representatiekosten:entertainment|relatiegeschenken:gifts|zakenlunch:business lunch
zakendiner:business dinner|kilometervergoeding:mileage|dienstreis:business trip|zakenreis:business trip|reisbureau:travel agency|autohuur:car rental|huurauto:rental car|verblijf:lodging|leaseauto:car lease|zonnebloem:sunflower
automaat:machine
`;
