// French and Spanish → English glossaries for line-item words (engine/gloss/gloss.ts reads
// them). Keys are lower case words as printed (accents allowed); values are one or two common
// English words that say what the item is.
export const GLOSSARY_FR = `
viande:meat|viandes:meat|boeuf:beef|veau:veal|porc:pork|porcs:pork|agneau:lamb|agneaux:lamb|mouton:mutton
jambon:ham|jambons:ham|lardons:bacon|lardon:bacon|saucisse:sausage|saucisses:sausages|saucisson:salami|saucissons:salami
merguez:sausage|andouillette:sausage|andouillettes:sausages|boudin:sausage|boudins:sausages|rillettes:pork|volaille:poultry|volailles:poultry
poulet:chicken|poulets:chicken|poularde:chicken|coquelet:chicken|coquelets:chicken|dinde:turkey|dindes:turkey|canard:duck|canards:duck
magret:duck breast|magrets:duck breast|lapin:rabbit|lapins:rabbit|caille:quail|cailles:quail|pintade:guinea fowl|pintades:guinea fowl
foie:liver|foies:liver|rognons:kidneys|langue:tongue|joue:cheek|joues:cheeks|jarret:shank|jarrets:shank|abats:offal
épaule:shoulder|épaules:shoulder|poitrine:belly|échine:pork|travers:ribs|côtelette:chop|côtelettes:chops|entrecôte:steak|entrecôtes:steaks
bavette:steak|onglet:steak|hampe:steak|rumsteck:steak|fauxfilet:steak|paleron:beef|macreuse:beef|haché:minced|hachée:minced|hachés:minced
hachis:hash|gigot:lamb|cuisse:leg|cuisses:legs|aile:wing|ailes:wings|manchons:wings|gésiers:gizzards|cervelle:brains|saindoux:lard
graisse:grease|boucherie:butcher|boucher:butcher|désossé:boneless|désossée:boneless|émincé:sliced|émincés:sliced|panée:breaded|panées:breaded
poisson:fish|poissons:fish|poissonnerie:fish|saumon:salmon|thon:tuna|cabillaud:cod|morue:cod|merlu:hake|lotte:monkfish
dorade:bream|daurade:bream|truite:trout|truites:trout|maquereau:mackerel|maquereaux:mackerel|hareng:herring|harengs:herring|anchois:anchovies
crevette:shrimp|crevettes:shrimp|moules:mussels|huître:oyster|huîtres:oysters|homard:lobster|homards:lobster|langouste:lobster|crabe:crab
crabes:crab|calamar:squid|calamars:squid|encornet:squid|encornets:squid|poulpe:octopus|pétoncle:scallop|pétoncles:scallops|saintjacques:scallops
bulots:whelks|raie:skate|rouget:mullet|espadon:swordfish|flétan:halibut|églefin:haddock|limande:sole|carrelet:flounder|merlan:whiting
crustacés:shellfish|coquillages:shellfish|oursins:sea urchins|marée:seafood|fumée:smoked|fumées:smoked
lait:milk|laits:milk|beurre:butter|beurres:butter|crème:cream|crèmes:cream|fromage:cheese|fromages:cheese|fromagerie:cheese
yaourt:yogurt|yaourts:yogurt|yoghourt:yogurt|yogourt:yogurt|oeuf:egg|oeufs:eggs|chèvre:goat cheese|reblochon:cheese|tomme:cheese
morbier:cheese|cantal:cheese|emmental:cheese|emmenthal:cheese|chantilly:cream|laitier:dairy|laitiers:dairy|laitière:dairy|crémerie:dairy
fraîche:fresh|fraîches:fresh|écrémé:skim|demiécrémé:milk|légume:vegetable|légumes:vegetables|primeur:produce|primeurs:produce|pomme:apple
pdt:potatoes|patate:potato|patates:potatoes|frites:fries|salade:salad|salades:salad|laitue:lettuce|laitues:lettuce
tomate:tomato|tomates:tomatoes|concombre:cucumber|concombres:cucumbers|courgette:zucchini|courgettes:zucchini|poivron:pepper|poivrons:peppers
champignon:mushroom|champignons:mushrooms|cèpes:mushrooms|girolles:mushrooms|morilles:mushrooms|épinard:spinach|épinards:spinach|haricots:beans
chou:cabbage|choux:cabbage|choufleur:cauliflower|brocoli:broccoli|brocolis:broccoli|poireau:leek|poireaux:leeks|céleri:celery|navet:turnip
navets:turnips|radis:radish|betterave:beet|betteraves:beets|échalote:shallot|échalotes:shallots|oignon:onion|oignons:onions|carotte:carrot
carottes:carrots|lentilles:lentils|pois:peas|maïs:corn|asperge:asparagus|asperges:asparagus|artichaut:artichoke|artichauts:artichokes|fenouil:fennel
potiron:pumpkin|citrouille:pumpkin|courge:squash|courges:squash|panais:parsnip|roquette:arugula|mâche:lettuce|cresson:watercress|germes:sprouts
cornichon:pickle|cornichons:pickles|câpres:capers|flageolets:beans|chiches:chickpeas|fèves:beans|topinambour:artichoke|topinambours:artichokes
poire:pear|poires:pears|banane:banana|bananes:bananas|citron:lemon|citrons:lemons|fraise:strawberry|fraises:strawberries
framboise:raspberry|framboises:raspberries|myrtille:blueberry|myrtilles:blueberries|cerise:cherry|cerises:cherries|pêche:peach|pêches:peaches
abricot:apricot|abricots:apricots|pruneaux:prunes|ananas:pineapple|mangue:mango|mangues:mangoes|pastèque:watermelon|figue:fig|figues:figs
datte:dates|dattes:dates|noisette:hazelnut|noisettes:hazelnuts|amande:almond|amandes:almonds|noix:nuts|mûres:blackberries|agrumes:citrus
cacahuète:peanut|cacahuètes:peanuts|cacahouètes:peanuts|pistache:pistachio|pistaches:pistachios|châtaigne:chestnut|châtaignes:chestnuts
pamplemousse:grapefruit|mandarine:tangerine|mandarines:tangerines|rhubarbe:rhubarb|groseille:currant|groseilles:currants|cassis:blackcurrant
persil:parsley|basilic:basil|thym:thyme|romarin:rosemary|menthe:mint|ciboulette:chives|estragon:tarragon|aneth:dill|coriandre:cilantro
laurier:bay leaves|sauge:sage|origan:oregano|poivre:pepper|sel:salt|épice:spice|épices:spices|cannelle:cinnamon|muscade:nutmeg
girofle:cloves|gingembre:ginger|piments:chili|curcuma:turmeric|safran:saffron|vanille:vanilla|moutarde:mustard|vinaigre:vinegar
vinaigres:vinegar|huile:oil|huiles:oil|aromates:herbs|herbes:herbs|fumet:stock|gelée:jelly|farine:flour|farines:flour
levure:yeast|sucre:sugar|sucres:sugar|cassonade:brown sugar|viennoiserie:pastries|viennoiseries:pastries|tarte:pie|tartes:pies|tourte:pie
tartelette:tart|tartelettes:tarts|biscotte:toast|biscottes:toast|chocolat:chocolate|chocolats:chocolate|miel:honey|confiture:jam|confitures:jam
pâte:dough|pâtes:pasta|nouilles:noodles|coquillettes:macaroni|riz:rice|semoule:semolina|blé:wheat|avoine:oats|céréales:cereal
conserves:canned|bocal:jar|bocaux:jars|fécule:starch|maïzena:cornstarch|chapelure:breadcrumbs|sirop:syrup|sirops:syrup
glace:ice cream|glaces:ice cream|surgelé:frozen|surgelés:frozen|surgelée:frozen|surgelées:frozen|congelé:frozen|congelés:frozen|congelée:frozen
soupe:soup|soupes:soup|potage:soup|gaufre:waffle|gaufres:waffles|beignet:donut|beignets:donuts|feuilleté:pastry|feuilletés:pastry
feuilletage:pastry|boulangerie:bakery|boulanger:baker|épicerie:grocery|traiteur:catering|cuit:cooked|cuite:cooked|cuits:cooked|cuites:cooked
boisson:drink|boissons:drinks|eau:water|eaux:water|minérale:mineral|minérales:mineral|gazeuse:sparkling|gazeuses:sparkling|pétillante:sparkling
café:coffee|jus:juice|limonade:lemonade|thés:tea|tisane:tea|tisanes:tea|décaféiné:decaf|expresso:espresso|dosette:coffee pod|dosettes:coffee pods
glaçon:ice|glaçons:ice|vin:wine|vins:wine|bière:beer|bières:beer|pression:draft beer|fût:keg|fûts:kegs
cidre:cider|crémant:sparkling wine|mousseux:sparkling wine|alcool:liquor|alcools:liquor|spiritueux:spirits|rhum:rum|rhums:rum|calvados:brandy
armagnac:brandy|pastis:liqueur|bourgogne:burgundy|cuvée:wine|millésime:vintage|vigneron:winemaker|bouteille:bottle|bouteilles:bottles
gobelet:cup|gobelets:cups|assiette:plate|assiettes:plates|serviette:napkin|serviettes:napkins|essuie:paper towel|essuietout:paper towels
essuiemains:paper towels|papier:paper|papiers:paper|hygiénique:toilet|mouchoir:tissue|mouchoirs:tissues|alu:foil|étirable:plastic wrap
poubelle:trash|poubelles:trash|barquette:container|barquettes:containers|boîte:box|boîtes:boxes|couvercle:lid|couvercles:lids|paille:straw
pailles:straws|couverts:cutlery|fourchette:fork|fourchettes:forks|couteau:knife|couteaux:knives|cuillère:spoon|cuillères:spoons|cuiller:spoon
cuillers:spoons|touillette:stirrer|touillettes:stirrers|emballage:packaging|emballages:packaging|jetable:disposable|jetables:disposable
nappe:tablecloth|nappes:tablecloths|napperon:placemat|napperons:placemats|bobine:roll|bobines:rolls|rouleau:roll|rouleaux:rolls|ficelle:twine
pochette:pouch|pochettes:pouches|cabas:bag|bougie:candle|bougies:candles|allumettes:matches|briquet:lighter|opercule:seal|curedents:toothpicks
isotherme:insulated|nettoyant:cleaner|nettoyants:cleaners|dégraissant:degreaser|dégraissants:degreaser|désinfectant:disinfectant|désinfectants:disinfectant
javel:bleach|lessive:laundry detergent|vaisselle:dishes|rinçage:rinse|détartrant:acid cleaner|anticalcaire:acid cleaner|savon:soap|savons:soap
hydroalcoolique:sanitizer|décapant:cleaner|vitres:windows|poudre:powder|chlore:chlorine|ammoniaque:ammonia|assouplissant:softener|désodorisant:air freshener
pulvérisateur:sprayer|éponge:sponge|éponges:sponges|serpillière:mop|serpillières:mops|serpillère:mop|balai:broom|balais:brooms|seau:bucket
seaux:buckets|pelle:dustpan|brosse:brush|brosses:brushes|grattoir:scraper|lavette:cloth|lavettes:cloths|torchon:dish towel|torchons:dish towels
gant:glove|gants:gloves|essuyage:wiping|nettoyage:cleaning|droguerie:cleaning|désinfection:disinfection|frottoir:scrubber
récurant:scouring|détachant:stain remover|nettoievitres:glass cleaner|lavevaisselle:dishwasher|poêle:pan|poêles:pans|sauteuse:pan|sauteuses:pans
faitout:pot|fouet:whisk|fouets:whisks|spatule:spatula|spatules:spatulas|écumoire:skimmer|passoire:colander|passoires:colander|planche:board
planches:boards|éplucheur:peeler|économe:peeler|ciseaux:scissors|pince:tongs|pinces:tongs|thermomètre:thermometer|bac:container|bacs:containers
gastronorme:pan|saladier:bowl|saladiers:bowls|bol:bowl|bols:bowls|verre:glass|verres:glasses|tasse:cup|tasses:cups|soucoupe:saucer
soucoupes:saucers|ramequin:ramekin|ramequins:ramekins|pichet:pitcher|pichets:pitchers|verrine:glass|verrines:glasses|porcelaine:china|faïence:china
théière:teapot|théières:teapots|cafetière:coffee maker|cafetières:coffee makers|bouilloire:kettle|sucrier:sugar bowl|salière:salt shaker|poivrier:pepper mill
moulin:grinder|ustensile:utensil|ustensiles:utensils|aiguiseur:sharpener|douille:nozzle|douilles:nozzles|entonnoir:funnel|tirebouchon:corkscrew
décapsuleur:bottle opener|limonadier:corkscrew|hachoir:chopper|mortier:mortar|plancha:griddle|bougeoir:candlestick|carafon:carafe|ouvreboîte:can opener
réfrigérateur:refrigerator|réfrigérateurs:refrigerators|frigo:fridge|frigos:fridges|congélateur:freezer|congélateurs:freezers|friteuse:fryer|friteuses:fryers
hotte:hood|trancheuse:slicer|mixeur:blender|batteur:mixer|pétrin:mixer|cuiseur:cooker|salamandre:broiler|cuisinière:stove|gazinière:stove
étuve:warmer|microondes:microwave|bainmarie:steam table|presseagrumes:juicer|froid:refrigeration|frigorifique:refrigeration|frigorifiques:refrigeration|glacière:cooler
électroménager:appliances|climatisation:air conditioning|climatiseur:air conditioner|chaudière:boiler|chauffage:heating|chauffeeau:water heater|extracteur:extractor|compresseur:compressor
enregistreuse:cash register|imprimante:printer|imprimantes:printers|ordinateur:computer|ordinateurs:computers|écran:screen|écrans:screens|tablette:tablet
appareil:appliance|appareils:appliances|matériel:equipment|équipement:equipment|équipements:equipment|mobilier:furniture|chaise:chair|chaises:chairs
tabouret:stool|tabourets:stools|étagère:shelf|étagères:shelves|rayonnage:shelving|percolateur:coffee machine|broyeur:grinder|adoucisseur:water softener
filtre:filter|filtres:filters|pompe:pump|pompes:pumps|moteur:motor|lampe:lamp|lampes:lamps|éclairage:lighting|disjoncteur:breaker
robinet:faucet|robinets:faucets|sèchemains:hand dryer|entretien:maintenance|réparation:repair|réparations:repairs|dépannage:repair|dépannages:repairs
déplacement:service call|déplacements:service call|technicien:technician|techniciens:technicians|détachées:spare parts|plomberie:plumbing|plombier:plumber|électricien:electrician
serrure:lock|serrures:locks|serrurier:locksmith|vitrier:glazier|menuisier:carpenter|menuiserie:carpentry|peinture:paint|peintre:painter
maçonnerie:masonry|carrelage:tiling|toiture:roofing|dératisation:pest control|désinsectisation:pest control|nuisibles:pests|ramonage:chimney|curage:drain cleaning
débouchage:drain cleaning|vidange:draining|fuite:leak|remplacement:replacement|travaux:renovation|apresvente:service
extincteur:fire extinguisher|extincteurs:fire extinguishers|incendie:fire|alarme:alarm|alarmes:alarms|télésurveillance:monitoring|gardiennage:security|sécurité:security
quincaillerie:hardware|visserie:screws|outillage:tools|outil:tool|outils:tools|électrique:electric|électriques:electric|réglage:adjustment
électricité:electricity|gaz:gas|déchets:waste|ordures:garbage|collecte:collection|enlèvement:removal|benne:dumpster|bennes:dumpsters
conteneur:container|conteneurs:containers|recyclage:recycling|assainissement:sewer|énergie:energy|fioul:heating oil|carburant:fuel|gazole:diesel
bois:wood|charbon:charcoal|granulés:pellets|téléphonie:phone|redevance:fee|consommation:usage|compteur:meter|abonnement:subscription|abonnements:subscriptions
loyer:rent|loyers:rent|locatives:rental|locatif:rental|locative:rental|bailleur:landlord|propriétaire:landlord|locaux:premises|créditbail:lease
comptable:accountant|comptabilité:accounting|avocat:lawyer|notaire:notary|honoraires:fees|juridique:legal|conseil:consulting|paie:payroll
huissier:bailiff|prestation:service|prestations:services|facturation:billing|banque:bank|bancaire:bank|bancaires:bank
assurance:insurance|assurances:insurance|assureur:insurer|cotisation:premium|cotisations:premiums|mutuelle:health insurance|responsabilité:liability|sinistre:claim
multirisque:insurance|prévoyance:insurance|garantie:warranty|garanties:warranty|livraison:delivery|livraisons:delivery|transporteur:carrier|messagerie:courier
colis:parcel|affranchissement:postage|coursier:courier|acheminement:shipping|manutention:handling|logistique:logistics|intérimaire:temp worker|intérimaires:temp workers
temporaire:temporary|salaire:salary|salaires:wages|heure:hour|heures:hours|serveuse:waitress|serveuses:waitresses|cuisinier:cook
cuisiniers:cooks|plongeur:dishwasher|plongeurs:dishwashers|publicité:advertising|publicités:advertising|publicitaire:advertising|publicitaires:advertising
affiche:poster|affiches:posters|affichage:billboard|dépliant:leaflet|dépliants:leaflets|imprimerie:printing|annonce:ad|annonces:ads
encart:advertisement|parrainage:sponsorship|enseigne:sign|enseignes:signs|référencement:marketing|promotionnel:promotional|autocollants:stickers|banderole:banner
kakemono:banner|logiciel:software|logiciels:software|hébergement:hosting|informatique:computer|informatiques:computer|numérique:digital|réseau:network
routeur:router|souris:mouse|clavier:keyboard|sauvegarde:backup|cartouche:cartridge|cartouches:cartridges|encre:ink|papeterie:stationery
fournitures:supplies|stylo:pen|stylos:pens|cahier:notebook|cahiers:notebooks|enveloppe:envelope|enveloppes:envelopes|classeur:binder
classeurs:binders|agrafeuse:stapler|agrafes:staples|ramette:paper|ramettes:paper|thermique:thermal|thermiques:thermal
blanchisserie:laundry|blanchissage:laundry|teinturerie:dry cleaning|lavage:washing|repassage:ironing|linge:linen|draps:sheets|uniforme:uniform
uniformes:uniforms|vêtement:clothing|vêtements:clothing|tablier:apron|tabliers:aprons|veste:jacket|vestes:jackets|pantalon:trousers
pantalons:trousers|tenue:uniform|tenues:uniforms|ménage:cleaning|sabots:clogs|chaussures:shoes
taxe:tax|tva:vat|acompte:deposit|consigne:deposit|escompte:discount|ristourne:rebate|avoir:credit|pénalités:penalties
péage:toll|stationnement:parking|nuitée:lodging|nuitées:lodging|chambre:room|chambres:rooms|timbres:stamps|timbre:stamp|déjeuner:lunch|repas:meal|pourboire:tip|pharmacie:pharmacy
`;
export const GLOSSARY_ES = `
carne:meat|carnes:meat|ternera:beef|vacuno:beef|buey:beef|cerdo:pork|cerdos:pork|cordero:lamb|corderos:lamb
jamón:ham|jamones:ham|lomo:loin|lomos:loin|chuleta:chop|chuletas:chops|chuletón:steak|chuletones:steaks|costilla:ribs|costillas:ribs
solomillo:tenderloin|solomillos:tenderloin|entrecot:steak|filete:fillet|filetes:fillets|pechuga:breast|pechugas:breasts|muslo:thigh|muslos:thighs
alitas:wings|picada:minced|picadillo:mince|salchicha:sausage|salchichas:sausages|salchichón:salami|morcilla:sausage|morcillas:sausages|panceta:bacon
tocino:bacon|beicon:bacon|pavo:turkey|pato:duck|conejo:rabbit|codorniz:quail|codornices:quail|hígado:liver|embutido:sausage
embutidos:cold cuts|fiambre:cold cuts|fiambres:cold cuts|mortadela:bologna|callos:tripe|rabo:oxtail|carrillera:cheek|carrilleras:cheeks
hamburguesa:burger|hamburguesas:burgers|albóndigas:meatballs|pollo:chicken|pollos:chicken|gallina:hen|ibérico:pork|ibérica:pork|cecina:beef
lacón:ham|paleta:ham|paletilla:shoulder|cabrito:goat|cochinillo:pig|chicharrones:pork rinds|mollejas:sweetbreads|riñones:kidneys|lengua:tongue
vísceras:offal|casquería:offal|carnicería:butcher|pescado:fish|pescados:fish|pez:fish|pescadería:fish|merluza:hake|bacalao:cod
atún:tuna|sardina:sardine|sardinas:sardines|boquerón:anchovy|boquerones:anchovies|anchoa:anchovy|anchoas:anchovies|lubina:bass|dorada:bream
lenguado:sole|rodaballo:turbot|caballa:mackerel|trucha:trout|truchas:trout|gamba:prawn|gambas:prawns|langostino:prawn|langostinos:prawns
camarón:shrimp|camarones:shrimp|cigala:prawns|cigalas:prawns|langosta:lobster|bogavante:lobster|mejillón:mussel|mejillones:mussels|almeja:clam
almejas:clams|ostra:oyster|ostras:oysters|vieira:scallop|vieiras:scallops|calamar:squid|calamares:squid|pulpo:octopus|chipirón:squid
chipirones:squid|marisco:seafood|mariscos:seafood|cangrejo:crab|cangrejos:crabs|navajas:clams|emperador:swordfish|mero:grouper|congrio:eel
anguila:eel|angulas:eels|jurel:mackerel|besugo:bream|pescadilla:whiting|percebes:barnacles|berberechos:cockles|ahumado:smoked|ahumados:smoked
ahumada:smoked|leche:milk|leches:milk|nata:cream|natas:cream|mantequilla:butter|queso:cheese|quesos:cheese|yogur:yogurt
yogures:yogurt|huevo:egg|huevos:eggs|margarina:margarine|requesón:cottage cheese|manchego:cheese|rallado:grated|rallada:grated|lácteos:dairy
lácteo:dairy|cuajada:curd|batido:milkshake|batidos:milkshakes|desnatada:skim|desnatado:skim|semidesnatada:milk
verdura:vegetables|verduras:vegetables|hortaliza:vegetables|hortalizas:vegetables|legumbres:legumes|patata:potato|patatas:potatoes|cebolla:onion|cebollas:onions
ajo:garlic|ajos:garlic|tomate:tomato|tomates:tomatoes|lechuga:lettuce|lechugas:lettuce|pimiento:pepper|pimientos:peppers|zanahoria:carrot
zanahorias:carrots|pepino:cucumber|pepinos:cucumbers|calabacín:zucchini|calabacines:zucchini|berenjena:eggplant|berenjenas:eggplants|champiñón:mushroom
champiñones:mushrooms|seta:mushroom|setas:mushrooms|hongos:mushrooms|níscalos:mushrooms|trufa:truffle|espinaca:spinach|espinacas:spinach|judías:beans
alubias:beans|frijoles:beans|habas:beans|garbanzos:chickpeas|lentejas:lentils|guisantes:peas|maíz:corn|arroz:rice|puerro:leek
puerros:leeks|apio:celery|repollo:cabbage|coliflor:cauliflower|brócoli:broccoli|alcachofa:artichoke|alcachofas:artichokes|espárrago:asparagus|espárragos:asparagus
calabaza:pumpkin|remolacha:beet|rábano:radish|rábanos:radishes|boniato:sweet potato|batata:sweet potato|cebolleta:scallion|cebollino:chives|ajetes:garlic
rúcula:arugula|canónigos:lettuce|berros:watercress|brotes:sprouts|pepinillo:pickle|pepinillos:pickles|alcaparras:capers|guindilla:chili|guindillas:chili
perejil:parsley|albahaca:basil|romero:rosemary|tomillo:thyme|menta:mint|hierbabuena:mint|eneldo:dill|pimienta:pepper|pimentón:paprika
comino:cumin|canela:cinnamon|azafrán:saffron|moscada:nutmeg|cúrcuma:turmeric|sésamo:sesame|girasol:sunflower|jengibre:ginger|vainilla:vanilla
especia:spice|especias:spices|aceite:oil|aceites:oil|aceituna:olive|aceitunas:olives|oliva:olive|vinagre:vinegar|mostaza:mustard
azúcar:sugar|harina:flour|harinas:flour|levadura:yeast|sémola:semolina|avena:oats|cereales:cereal|trigo:wheat|almidón:starch
maicena:cornstarch|fideos:noodles|macarrones:macaroni|tallarines:noodles|espaguetis:spaghetti|miel:honey|mermelada:jam|mermeladas:jam
galleta:cookie|galletas:cookies|bizcocho:cake|bizcochos:cakes|tarta:cake|tartas:cakes|pasteles:cakes|bollería:pastries|bollo:bun
bollos:buns|magdalena:muffin|magdalenas:muffins|cruasán:croissant|cruasanes:croissants|panecillo:roll|panecillos:rolls|panadería:bakery|hojaldre:pastry
masa:dough|helado:ice cream|helados:ice cream|hielo:ice|cubitos:ice cubes|congelado:frozen|congelados:frozen|congelada:frozen|congeladas:frozen
conserva:canned|conservas:canned|lata:can|latas:cans|bote:jar|botes:jars|tarro:jar|tarros:jars|frasco:jar
frascos:jars|caldo:broth|caldos:broth|sopa:soup|sopas:soup|frito:fried|fritos:fried|frita:fried|fritas:fries
empanado:breaded|empanados:breaded|rebozado:battered|cocido:cooked|crudo:raw|loncheado:sliced|lonchas:slices|curado:cured|curados:cured
fruta:fruit|frutas:fruit|frutería:fruit|manzana:apple|manzanas:apples|pera:pear|peras:pears|plátano:banana|plátanos:bananas
naranja:orange|naranjas:oranges|limón:lemon|limones:lemons|lima:lime|limas:limes|fresa:strawberry|fresas:strawberries|frambuesa:raspberry
frambuesas:raspberries|arándano:blueberry|arándanos:blueberries|cereza:cherry|cerezas:cherries|melocotón:peach|melocotones:peaches|durazno:peach|duraznos:peaches
albaricoque:apricot|albaricoques:apricots|ciruela:plum|ciruelas:plums|piña:pineapple|piñas:pineapples|sandía:watermelon|sandías:watermelons|uva:grapes
uvas:grapes|higo:fig|higos:figs|dátil:dates|dátiles:dates|mandarina:tangerine|mandarinas:tangerines|aguacate:avocado|aguacates:avocados
almendra:almond|almendras:almonds|avellana:hazelnut|avellanas:hazelnuts|cacahuete:peanut|cacahuetes:peanuts|maní:peanut|pistacho:pistachio|pistachos:pistachios
pasas:raisins|castaña:chestnut|castañas:chestnuts|membrillo:quince|moras:blackberries|melones:melons|cítricos:citrus|maracuyá:passion fruit|secos:dried
bebida:drink|bebidas:drinks|refresco:soda|refrescos:sodas|gaseosa:soda|gaseosas:soda|zumo:juice|zumos:juice|jugo:juice
jugos:juice|agua:water|aguas:water|embotellada:bottled|manantial:spring water|descafeinado:decaf|tónica:tonic|limonada:lemonade|granizado:slush
poleo:tea|infusiones:tea|isotónica:sports drink|energética:energy drink|molido:ground|vino:wine|vinos:wine|tinto:red wine|tintos:red wine
cerveza:beer|cervezas:beer|barril:keg|barriles:kegs|espumoso:sparkling wine|espumosos:sparkling wine|sidra:cider|licor:liqueur|licores:liqueur
ginebra:gin|aguardiente:brandy|orujo:brandy|coñac:cognac|vermú:vermouth|vermut:vermouth|destilados:spirits|crianza:wine|jerez:sherry
pacharán:liqueur|vinícola:winery|alcohólicas:alcoholic|alcohólica:alcoholic|botella:bottle|botellas:bottles
vaso:cup|vasos:cups|plato:plate|platos:plates|cubierto:cutlery|cubiertos:cutlery|tenedor:fork|tenedores:forks|cuchillo:knife
cuchillos:knives|cuchara:spoon|cucharas:spoons|cucharilla:teaspoon|cucharillas:teaspoons|servilleta:napkin|servilletas:napkins|mantel:tablecloth|manteles:tablecloths
mantelitos:placemats|salvamanteles:placemats|pajita:straw|pajitas:straws|papel:paper|higiénico:toilet|bobina:roll|bobinas:rolls|rollo:roll
rollos:rolls|secamanos:paper towel|toallita:wipe|toallitas:wipes|toalla:towel|toallas:towels|bolsa:bag|bolsas:bags|basura:garbage
envase:container|envases:containers|embalaje:packaging|embalajes:packaging|desechable:disposable|desechables:disposable|tapadera:lid|tapaderas:lids|bandeja:tray
bandejas:trays|caja:box|cajas:boxes|aluminio:foil|etiqueta:label|etiquetas:labels|precinto:tape|cinta:tape|tarrina:tub
tarrinas:tubs|palillo:toothpick|palillos:toothpicks|brocheta:skewer|brochetas:skewers|blonda:doily|blondas:doilies|vela:candle|velas:candles
cerillas:matches|mechero:lighter|celofán:cellophane|plástico:plastic|guante:glove|guantes:gloves|mascarilla:mask|mascarillas:masks|gorro:cap
gorros:caps|cofia:hairnet|cofias:hairnets
limpieza:cleaning|limpiador:cleaner|limpiadores:cleaners|detergente:detergent|detergentes:detergent|lejía:bleach|desinfectante:disinfectant|desinfectantes:disinfectant
desengrasante:degreaser|desengrasantes:degreaser|quitagrasas:degreaser|jabón:soap|jabones:soap|lavavajillas:dishwashing|friegasuelos:floor cleaner|limpiacristales:glass cleaner
abrillantador:rinse aid|suavizante:softener|fregona:mop|fregonas:mops|mopa:mop|escoba:broom|escobas:brooms|recogedor:dustpan|cubo:bucket
cubos:buckets|bayeta:cloth|bayetas:cloths|estropajo:scouring pad|estropajos:scouring pads|esponja:sponge|esponjas:sponges|cepillo:brush|cepillos:brushes
amoniaco:ammonia|salfumán:acid|sosa:lye|cloro:chlorine|ambientador:air freshener|ambientadores:air fresheners|insecticida:insecticide|hidroalcohólico:sanitizer|papelera:trash can
papeleras:trash cans|contenedor:container|contenedores:containers|desatascador:plunger|multiusos:multipurpose|descalcificador:acid cleaner|antical:acid cleaner|microfibra:microfiber
pulverizador:sprayer|dosificador:dispenser|dispensador:dispenser|higiene:hygiene|desinfección:disinfection|lavadora:washing machine|secadora:dryer|fregadero:sink|fregaderos:sinks
sartén:skillet|sartenes:skillets|olla:pot|ollas:pots|cazo:saucepan|cazos:saucepans|cacerola:saucepan|cacerolas:saucepans|cazuela:pot
cazuelas:pots|colador:strainer|coladores:strainers|batidor:whisk|espátula:spatula|espátulas:spatulas|cucharón:ladle|cucharones:ladles|pinza:tongs
pinzas:tongs|rallador:grater|pelador:peeler|mandolina:slicer|tijeras:scissors|termómetro:thermometer|recipiente:container|recipientes:containers|cuenco:bowl
cuencos:bowls|bol:bowl|boles:bowls|taza:cup|tazas:cups|platillo:saucer|platillos:saucers|jarra:jug|jarras:jugs
copa:glass|copas:glasses|cristalería:glassware|vajilla:dishes|loza:china|porcelana:porcelain|menaje:kitchenware|utensilio:utensil|utensilios:utensils
molde:mold|moldes:molds|rodillo:rolling pin|tetera:teapot|teteras:teapots|hervidor:kettle|salero:salt shaker|saleros:salt shakers|abrelatas:can opener
sacacorchos:corkscrew|mortero:mortar|afilador:sharpener|paellera:pan|cubitera:ice bucket|cuchillería:cutlery|cubertería:cutlery|fuente:platter|fuentes:platters
embudo:funnel|tamiz:sieve|boquilla:nozzle|cubeta:bucket|cuchilla:blade|cuchillas:blades
horno:oven|hornos:ovens|nevera:fridge|neveras:fridges|frigorífico:refrigerator|frigoríficos:refrigerators|congelador:freezer|congeladores:freezers|freidora:fryer
freidoras:fryers|campana:hood|cortadora:slicer|cortafiambres:slicer|batidora:blender|batidoras:blenders|licuadora:blender|amasadora:mixer|microondas:microwave
cocina:kitchen|cocinas:kitchen|fogón:stove|fogones:stoves|vitrocerámica:cooktop|parrilla:grill|parrillas:grills|barbacoa:barbecue|salamandra:broiler
plancha:griddle|vitrina:display case|vitrinas:display cases|mostrador:counter|estantería:shelving|estanterías:shelving|estante:shelf|estantes:shelves|armario:cabinet
armarios:cabinets|carro:cart|carros:carts|silla:chair|sillas:chairs|taburete:stool|taburetes:stools|mobiliario:furniture|maquinaria:machinery
equipo:equipment|equipos:equipment|aparato:appliance|aparatos:appliances|máquina:machine|máquinas:machines|electrodoméstico:appliance|electrodomésticos:appliances|cafetera:coffee maker
cafeteras:coffee makers|tostadora:toaster|exprimidor:juicer|molinillo:grinder|picadora:grinder|envasadora:vacuum sealer|lavavasos:glass washer|abatidor:chiller|frío:refrigeration
frigorífica:refrigeration|refrigeración:refrigeration|calefacción:heating|climatización:air conditioning|aire:air|acondicionado:conditioning|calentador:heater|calentadores:heaters|termo:water heater
radiador:radiator|ventilador:fan|ventiladores:fans|bomba:pump|bombas:pumps|compresor:compressor|impresora:printer|impresoras:printers|ordenador:computer
ordenadores:computers|computadora:computer|pantalla:screen|pantallas:screens|tableta:tablet|teléfono:phone|datáfono:card terminal|registradora:cash register|báscula:scale
básculas:scales|balanza:scale|lámpara:lamp|lámparas:lamps|bombilla:bulb|bombillas:bulbs|iluminación:lighting|enchufe:outlet|enchufes:outlets
grifo:faucet|grifos:faucets|tubería:pipe|tuberías:pipes|eléctrico:electric|eléctrica:electric|eléctricos:electric
mantenimiento:maintenance|reparación:repair|reparaciones:repairs|arreglo:repair|arreglos:repairs|avería:breakdown|averías:breakdowns|técnico:technician|técnicos:technicians
desplazamiento:service call|fontanería:plumbing|fontanero:plumber|electricista:electrician|cerrajero:locksmith|cerrajería:locksmith|cerradura:lock|cerraduras:locks|cristalero:glazier
carpintero:carpenter|carpintería:carpentry|pintura:paint|pintor:painter|albañil:builder|albañilería:masonry|obra:construction|obras:construction|reforma:renovation
reformas:renovation|instalación:installation|instalaciones:installations|montaje:assembly|repuesto:spare part|repuestos:spare parts|recambio:spare part|recambios:spare parts|pieza:part
piezas:parts|fuga:leak|sustitución:replacement|desatasco:drain cleaning|desinsectación:pest control|desratización:pest control|plagas:pests|fumigación:fumigation|extintor:fire extinguisher
extintores:fire extinguishers|incendios:fire|alarma:alarm|alarmas:alarms|vigilancia:security|seguridad:security|ferretería:hardware|herramienta:tool|herramientas:tools
tornillos:screws|luz:electricity|electricidad:electricity|energía:energy|residuos:waste|recogida:collection|alcantarillado:sewer|saneamiento:sewer|reciclaje:recycling
telefonía:phone|móvil:mobile|móviles:mobile|fibra:fiber|tarifa:rate|tarifas:rates|cuota:fee|cuotas:fees|suscripción:subscription
suscripciones:subscriptions|gasóleo:diesel|gasoil:diesel|gasolina:gasoline|butano:butane|propano:propane|leña:firewood|consumo:usage|suministro:supply
suministros:supplies|contador:meter|potencia:power|alquiler:rent|alquileres:rent|renta:rent|arrendamiento:lease|arrendador:landlord|arrendadora:landlord
propietario:landlord|inmueble:property|mensualidad:monthly payment|fianza:deposit|asesoría:consulting|gestoría:accountant|gestión:management|contable:accounting|contabilidad:accounting
abogado:lawyer|abogados:lawyers|notaría:notary|notario:notary|honorarios:fees|jurídico:legal|jurídica:legal|laboral:employment|nómina:payroll
nóminas:payroll|auditoría:audit|consultoría:consulting|asesor:advisor|asesores:advisors|procurador:attorney|banco:bank|bancaria:bank|bancarias:bank
comisión:commission|seguro:insurance|seguros:insurance|póliza:policy|pólizas:policies|responsabilidad:liability|aseguradora:insurer|siniestro:claim|multirriesgo:insurance
franquicia:deductible|mutua:insurance|envío:shipping|envíos:shipping|flete:freight|fletes:freight|portes:shipping|transporte:transport|transportes:transport
mensajería:courier|paquetería:parcel|paquete:parcel|paquetes:parcels|entrega:delivery|entregas:deliveries|reparto:delivery|transportista:carrier|logística:logistics
mercancía:goods|recargo:surcharge|palet:pallet|palets:pallets|trabajo:work|trabajador:worker|trabajadores:workers
camarero:waiter|camareros:waiters|camarera:waitress|camareras:waitresses|cocinero:cook|cocineros:cooks|ayudante:assistant|ayudantes:assistants|friegaplatos:dishwasher
horas:hours|sueldo:salary|sueldos:wages|salario:salary|salarios:wages|empleado:employee|empleados:employees|jornada:shift|turno:shift
turnos:shifts|contratación:hiring|limpiadora:cleaner|publicidad:advertising|publicitaria:advertising|publicitario:advertising|anuncio:ad|anuncios:ads|folleto:leaflet
folletos:leaflets|buzoneo:leaflets|carteles:posters|imprenta:printing|rótulo:sign|rótulos:signs|diseño:design|promoción:promotion|promociones:promotions
pegatinas:stickers|lona:banner|patrocinio:sponsorship|tarjetas:cards|vinilo:vinyl|vinilos:vinyl|licencia:license|licencias:licenses|aplicación:app
dominio:domain|informática:computer|informático:computer|soporte:support|alojamiento:lodging hosting|nube:cloud|servidor:server|servidores:servers|ratón:mouse
teclado:keyboard|papelería:stationery|oficina:office|bolígrafo:pen|bolígrafos:pens|sobres:envelopes|grapadora:stapler|grapas:staples|tinta:ink
tintas:ink|cartucho:cartridge|cartuchos:cartridges|pila:battery|pilas:batteries|térmico:thermal|térmicos:thermal|térmica:thermal|archivador:binder
archivadores:binders|cuaderno:notebook|cuadernos:notebooks|carpeta:folder|carpetas:folders
lavandería:laundry|tintorería:dry cleaning|lavado:washing|planchado:ironing|lencería:linen|ropa:clothing|sábanas:sheets|mantelería:tablecloths|paño:cloth
paños:cloths|trapo:rag|trapos:rags|delantal:apron|delantales:aprons|chaqueta:jacket|chaquetas:jackets|casaca:jacket|pantalón:trousers
pantalones:trousers|uniforme:uniform|uniformes:uniforms|zuecos:clogs|calzado:footwear|camisa:shirt|camisas:shirts|camiseta:shirt|camisetas:shirts
gorras:caps|iva:vat|impuesto:tax|impuestos:taxes|tasa:fee|tasas:fees|descuento:discount|descuentos:discounts|depósito:deposit
retornable:returnable|retornables:returnable|abono:credit|anticipo:deposit|gastos:expenses
peaje:toll|aparcamiento:parking|habitación:room|billete:ticket|billetes:tickets|vuelo:flight|vuelos:flights|sellos:stamps|comida:meal|cena:dinner|desayuno:breakfast|almuerzo:lunch|neumáticos:tires|propina:tip|farmacia:pharmacy
`;
