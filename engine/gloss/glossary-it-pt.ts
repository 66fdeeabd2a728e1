// Italian and Portuguese → English glossaries for line-item words (engine/gloss/gloss.ts reads
// them). Keys are lower case words as printed (accents allowed); values are one or two common
// English words that say what the item is.
export const GLOSSARY_IT = `
carni:meat|manzo:beef|vitello:veal|maiale:pork|suino:pork|agnello:lamb|pollame:poultry|polli:chicken|tacchino:turkey|anatra:duck|coniglio:rabbit|prosciutto:ham
prosciutti:ham|salumi:cold cuts|affettati:cold cuts|salame:salami|salsiccia:sausage|salsicce:sausages|mortadella:bologna|pancetta:bacon|polpette:meatballs
polpetta:meatball|macinato:ground meat|filetto:fillet|filetti:fillets|bistecca:steak|bistecche:steaks|costine:ribs|braciola:chop|braciole:chops|coscia:thigh
cosce:thighs|petto:breast|petti:breasts|alette:wings|fegato:liver|arrosto:roast|spezzatino:stew|lombo:loin|macelleria:butcher|disossato:boneless|affettato:sliced
impanati:breaded|affumicato:smoked|pesce:fish|pesci:fish|salmone:salmon|tonno:tuna|merluzzo:cod|baccalà:cod|branzino:bass|orata:bream|sogliola:sole|trota:trout
sgombro:mackerel|alici:anchovies|acciughe:anchovies|gambero:shrimp|gamberi:shrimp|aragosta:lobster|cozze:mussels|vongole:clams|ostriche:oysters|capesante:scallops
calamari:squid|seppia:cuttlefish|seppie:cuttlefish|polpo:octopus|granchio:crab|molluschi:shellfish|crostacei:shellfish|surgelato:frozen|surgelati:frozen
congelato:frozen|congelati:frozen|latticini:dairy|burro:butter|panna:cream|formaggio:cheese|formaggi:cheese|mozzarella:cheese|parmigiano:cheese|pecorino:cheese
gorgonzola:cheese|ricotta:cheese|mascarpone:cheese|uovo:egg|uova:eggs|ortaggi:vegetables|ortofrutta:produce|cipolla:onion|cipolle:onions|aglio:garlic|pomodoro:tomato
pomodori:tomatoes|pelati:tomatoes|insalata:salad|lattuga:lettuce|peperone:pepper|peperoncino:chili|carota:carrot|carote:carrots|zucchina:zucchini|zucchine:zucchini
melanzana:eggplant|melanzane:eggplants|cetriolo:cucumber|cetrioli:cucumbers|funghi:mushrooms|porcini:mushrooms|spinaci:spinach|fagioli:beans|fagiolini:green beans
ceci:chickpeas|lenticchie:lentils|piselli:peas|riso:rice|porri:leeks|sedano:celery|cavolo:cabbage|cavolfiore:cauliflower|carciofi:artichokes|asparagi:asparagus
zucca:pumpkin|finocchio:fennel|capperi:capers|legumi:legumes|tartufo:truffle|frutta:fruit|mela:apple|mele:apples|arancia:orange|arance:oranges|limone:lemon
limoni:lemons|fragola:strawberry|fragole:strawberries|lampone:raspberry|lamponi:raspberries|mirtillo:blueberry|mirtilli:blueberries|ciliegia:cherry|ciliegie:cherries
pesca:peach|pesche:peaches|albicocca:apricot|albicocche:apricots|prugna:plum|prugne:plums|anguria:watermelon|meloni:melons|agrumi:citrus|mandorle:almonds
nocciole:hazelnuts|noci:walnuts|arachidi:peanuts|pistacchi:pistachios|prezzemolo:parsley|basilico:basil|rosmarino:rosemary|timo:thyme|salvia:sage|origano:oregano
erbe:herbs|spezie:spices|pepe:pepper|cannella:cinnamon|zafferano:saffron|zenzero:ginger|vaniglia:vanilla|senape:mustard|aceto:vinegar|olio:oil|zucchero:sugar
miele:honey|marmellata:jam|cioccolato:chocolate|cacao:cocoa|farina:flour|lievito:yeast|amido:starch|pangrattato:breadcrumbs|maccheroni:macaroni|gnocchi:dumplings
grissini:breadsticks|focaccia:flatbread|cornetti:croissants|biscotti:cookies|torta:cake|torte:cakes|dolci:desserts|pasticceria:pastry|gelato:ice cream|ghiaccio:ice
panificio:bakery|brodo:broth|zuppa:soup|sugo:sauce|scatolame:canned food|barattolo:jar|barattoli:jars|lattine:cans|fritto:fried|cotto:cooked|bevanda:drink
bevande:drinks|bibita:soda|bibite:sodas|acqua:water|frizzante:sparkling|succo:juice|limonata:lemonade|caffè:coffee|tisana:tea|camomilla:chamomile|cialde:coffee pods
vini:wine|spumante:sparkling wine|birra:beer|birre:beer|fusti:kegs|grappa:brandy|amaro:liqueur|liquore:liqueur|distillati:spirits|alcolici:alcohol|sidro:cider
bottiglia:bottle|bottiglie:bottles|piatto:plate|piatti:plates|posate:cutlery|forchetta:fork|forchette:forks|coltello:knife|coltelli:knives|cucchiaio:spoon
cucchiai:spoons|cucchiaino:teaspoon|cucchiaini:teaspoons|tovagliolo:napkin|tovaglioli:napkins|tovaglia:tablecloth|tovaglie:tablecloths|cannucce:straws|carta:paper
igienica:toilet|asciugamani:towels|rotolo:roll|rotoli:rolls|fazzoletti:tissues|salviette:wipes|sacchetti:bags|sacchi:bags|spazzatura:garbage|rifiuti:waste
vaschette:containers|contenitori:containers|coperchi:lids|vassoi:trays|imballaggio:packaging|imballaggi:packaging|monouso:disposable|alluminio:foil
pellicola:plastic wrap|etichette:labels|nastro:tape|adesivi:stickers|candele:candles|fiammiferi:matches|plastica:plastic|guanti:gloves|mascherine:masks
grembiuli:aprons|pulizia:cleaning|pulizie:cleaning|detersivo:detergent|sgrassatore:degreaser|disinfettante:disinfectant|candeggina:bleach|igienizzante:sanitizer
sapone:soap|lavastoviglie:dishwasher|brillantante:rinse aid|ammorbidente:softener|anticalcare:acid cleaner|spugne:sponges|scopa:broom|mocio:mop|secchio:bucket
spazzola:brush|panno:cloth|lavapavimenti:floor cleaner|lavatrice:washing machine|igiene:hygiene|disinfezione:disinfection|tintoria:dry cleaning|lavaggio:washing
biancheria:linen|lenzuola:sheets|divise:uniforms|abbigliamento:clothing|pantaloni:trousers|camicia:shirt|scarpe:shoes|padella:pan|padelle:pans|pentola:pot
pentole:pots|casseruola:saucepan|teglia:baking pan|frusta:whisk|spatola:spatula|mestolo:ladle|colino:strainer|colapasta:colander|tagliere:cutting board
pelapatate:peeler|grattugia:grater|forbici:scissors|pinze:tongs|ciotola:bowl|ciotole:bowls|tazza:cup|tazze:cups|caraffa:carafe|calice:glass|calici:glasses
bicchiere:glass|bicchieri:glasses|stoviglie:dishes|porcellana:porcelain|utensili:utensils|bollitore:kettle|cavatappi:corkscrew|frigorifero:refrigerator
frigoriferi:refrigerators|congelatore:freezer|congelatori:freezers|friggitrice:fryer|friggitrici:fryers|forno:oven|forni:ovens|cappa:hood|affettatrice:slicer
frullatore:blender|impastatrice:mixer|cucina:kitchen|fornelli:stoves|piastra:griddle|griglia:grill|vetrina:display case|bancone:counter|scaffali:shelves
scaffalatura:shelving|armadio:cabinet|carrello:cart|sedia:chair|sedie:chairs|tavolo:table|tavoli:tables|arredamento:furniture|mobili:furniture|attrezzatura:equipment
macchina:machine|macchine:machines|macchinari:machinery|elettrodomestico:appliance|elettrodomestici:appliances|tostapane:toaster|sottovuoto:vacuum packed
abbattitore:chiller|refrigerazione:refrigeration|riscaldamento:heating|condizionatore:air conditioner|climatizzatore:air conditioner|caldaia:boiler
scaldabagno:water heater|radiatore:radiator|ventilatore:fan|pompa:pump|compressore:compressor|stampante:printer|stampanti:printers|portatile:laptop|schermo:screen
cellulare:mobile|registratore:cash register|bilancia:scale|lampada:lamp|lampade:lamps|lampadina:bulb|lampadine:bulbs|illuminazione:lighting|rubinetto:faucet
rubinetti:faucets|tubo:pipe|elettrico:electric|elettrica:electric|lavello:sink|filtro:filter|filtri:filters|motore:motor|manutenzione:maintenance|riparazione:repair
riparazioni:repairs|guasto:breakdown|tecnici:technicians|intervento:service call|idraulico:plumber|idraulica:plumbing|fabbro:locksmith|serratura:lock|serrature:locks
vetraio:glazier|falegname:carpenter|pittura:paint|imbianchino:painter|muratore:builder|lavori:work|ristrutturazione:renovation|installazione:installation
montaggio:assembly|ricambio:spare part|ricambi:spare parts|pezzi:parts|sostituzione:replacement|spurgo:drain cleaning|disinfestazione:pest control
estintore:fire extinguisher|antincendio:fire|allarme:alarm|vigilanza:security|sicurezza:security|ferramenta:hardware|attrezzi:tools|viti:screws
elettricità:electricity|luce:electricity|metano:natural gas|fognatura:sewer|raccolta:collection|smaltimento:disposal|riciclaggio:recycling|canone:fee|bolletta:bill
consumi:usage|fornitura:supply|contatore:meter|potenza:power|abbonamento:subscription|abbonamenti:subscriptions|tariffa:rate|gasolio:diesel|benzina:gasoline
carburante:fuel|carbone:charcoal|affitto:rent|locazione:lease|noleggio:rental|condominio:building|locatore:landlord|proprietario:landlord|cauzione:deposit
commercialista:accountant|contabilità:accounting|contabile:accounting|avvocato:lawyer|avvocati:lawyers|notaio:notary|onorario:fees|onorari:fees|parcella:fees
legale:legal|consulenza:consulting|paghe:payroll|prestazioni:services|servizio:service|servizi:services|fatturazione:billing|fattura:invoice|fatture:invoices
banca:bank|commissioni:commissions|spese:expenses|assicurazione:insurance|assicurazioni:insurance|polizza:policy|premio:premium|responsabilità:liability
sinistro:claim|franchigia:deductible|garanzia:warranty|spedizione:shipping|trasporto:transport|consegna:delivery|corriere:courier|pacco:parcel|pacchi:parcels
affrancatura:postage|posta:mail|postale:postal|francobollo:stamp|francobolli:stamps|merce:goods|bancali:pallets|supplemento:surcharge|lavoro:work|lavoratori:workers
personale:staff|camerieri:waiters|cameriera:waitress|cuoco:cook|cuochi:cooks|lavapiatti:dishwasher|stipendio:salary|stipendi:wages|dipendente:employee
dipendenti:employees|turni:shifts|somministrazione:staffing|interinali:temp workers|addetti:workers|manodopera:labor|straordinari:overtime|pubblicità:advertising
pubblicitario:advertising|annunci:ads|volantini:leaflets|manifesti:posters|tipografia:printing|stampa:printing|insegne:signs|grafica:design|promozioni:promotions
sponsorizzazione:sponsorship|campagna:campaign|licenza:license|applicazione:app|assistenza:support|tastiera:keyboard|cartuccia:cartridge|inchiostro:ink
cancelleria:stationery|ufficio:office|penna:pen|quaderni:notebooks|cucitrice:stapler|raccoglitori:binders|matite:pencils|batteria:battery|risma:paper
scontrino:receipt|scontrini:receipts|ricevuta:receipt|imposta:tax|tassa:tax|sconto:discount|acconto:deposit|multa:fine|multe:fines|sanzioni:penalties
interessi:interest|donazione:donation|beneficenza:charity|pedaggio:toll|autostrada:highway|parcheggio:parking|sosta:parking|albergo:hotel|pernottamento:lodging
alloggio:lodging|camere:rooms|treno:train|treni:trains|biglietto:ticket|biglietti:tickets|volo:flight|voli:flights|aereo:plane|traghetto:ferry|autobus:bus|pasto:meal
pasti:meals|pranzo:lunch|colazione:breakfast|mancia:tip|farmaci:medicine|medicinali:medicine|ristorante:restaurant|tabaccheria:tobacco|sigarette:cigarettes
edicola:newsstand|giornale:newspaper|rivista:magazine|libro:book|officina:repair shop|pneumatici:tires|autolavaggio:car wash
`;
export const GLOSSARY_PT = `
bovino:beef|vaca:beef|vitela:veal|porco:pork|suíno:pork|borrego:lamb|cordeiro:lamb|frango:chicken|frangos:chicken|galinha:hen|aves:poultry|coelho:rabbit|presunto:ham
chouriço:sausage|chouriços:sausages|linguiça:sausage|linguiças:sausages|salsicha:sausage|salsichas:sausages|alheira:sausage|toucinho:bacon|lombo:loin|costeleta:chop
costeletas:chops|entrecosto:ribs|costela:ribs|costelas:ribs|bife:steak|bifes:steaks|perna:leg|pernas:legs|coxa:thigh|coxas:thighs|peito:breast|asas:wings
fígado:liver|picado:minced|hambúrguer:burger|almôndegas:meatballs|talho:butcher|açougue:butcher|desossado:boneless|fatiado:sliced|panados:breaded|fumado:smoked
assado:roast|enchidos:sausages|peixe:fish|peixes:fish|salmão:salmon|atum:tuna|bacalhau:cod|pescada:hake|robalo:bass|dourada:bream|linguado:sole|truta:trout
cavala:mackerel|sardinha:sardine|sardinhas:sardines|camarão:shrimp|camarões:shrimp|lagosta:lobster|mexilhões:mussels|amêijoas:clams|lula:squid|lulas:squid
caranguejo:crab|ultracongelados:frozen|leite:milk|laticínios:dairy|manteiga:butter|queijo:cheese|queijos:cheese|iogurte:yogurt|iogurtes:yogurt|ovo:egg|ovos:eggs
ralado:grated|vegetais:vegetables|batatas:potatoes|cebola:onion|cebolas:onions|alho:garlic|alface:lettuce|pimento:pepper|pimentos:peppers|cenoura:carrot
cenouras:carrots|curgete:zucchini|beringela:eggplant|cogumelo:mushroom|cogumelos:mushrooms|espinafre:spinach|feijão:beans|ervilha:peas|ervilhas:peas|milho:corn
couve:cabbage|couveflor:cauliflower|brócolos:broccoli|aipo:celery|alcachofra:artichoke|espargos:asparagus|abóbora:pumpkin|beterraba:beet|azeitona:olive
azeitonas:olives|lentilhas:lentils|maçã:apple|maçãs:apples|laranja:orange|laranjas:oranges|limão:lemon|limões:lemons|morango:strawberry|morangos:strawberries
framboesa:raspberry|framboesas:raspberries|mirtilo:blueberry|mirtilos:blueberries|cereja:cherry|cerejas:cherries|pêssego:peach|pêssegos:peaches|ameixa:plum
ameixas:plums|melancia:watermelon|melão:melon|tangerinas:tangerines|amêndoa:almond|amêndoas:almonds|avelãs:hazelnuts|nozes:walnuts|amendoins:peanuts|passas:raisins
citrinos:citrus|maracujá:passion fruit|coentros:cilantro|manjericão:basil|alecrim:rosemary|tomilho:thyme|hortelã:mint|sal:salt|especiarias:spices|açafrão:saffron
gengibre:ginger|baunilha:vanilla|mostarda:mustard|azeite:olive oil|óleo:oil|ervas:herbs|farinha:flour|fermento:yeast|aveia:oats|cereais:cereal|amido:starch
massa:pasta|esparguete:spaghetti|macarrão:macaroni|pão:bread|pães:bread|bolo:cake|bolos:cakes|bolachas:cookies|biscoitos:cookies|torradas:toast|pastelaria:pastry
pastéis:pastries|padaria:bakery|sobremesa:dessert|gelado:ice cream|gelados:ice cream|gelo:ice|açúcar:sugar|compota:jam|cacau:cocoa|molho:sauce|molhos:sauces
enlatados:canned food|cozido:cooked|refeição:meal|prato:plate|pratos:plates|refrigerante:soda|refrigerantes:sodas|gaseificada:sparkling|chá:tea|vinho:wine
vinhos:wine|espumante:sparkling wine|cerveja:beer|cervejas:beer|aguardente:brandy|espirituosas:spirits|alcoólicas:alcoholic|garrafa:bottle|garrafas:bottles
adega:winery|copo:cup|talheres:cutlery|garfo:fork|garfos:forks|faca:knife|facas:knives|colher:spoon|colheres:spoons|guardanapo:napkin|guardanapos:napkins
toalha:towel|toalhas:towels|toalhetes:wipes|palhinhas:straws|rolos:rolls|lenço:tissue|lenços:tissues|saco:bag|sacos:bags|lixo:garbage|embalagem:packaging
embalagens:packaging|descartável:disposable|descartáveis:disposable|tampas:lids|tabuleiros:trays|caixa:box|caixas:boxes|película:plastic wrap|fita:tape
palito:toothpick|palitos:toothpicks|fósforos:matches|isqueiro:lighter|luva:glove|luvas:gloves|touca:hairnet|avental:apron|aventais:aprons|limpeza:cleaning
desengordurante:degreaser|desinfetante:disinfectant|lixívia:bleach|sabão:soap|sabonete:soap|loiça:dishes|louça:dishes|abrilhantador:rinse aid|amaciador:softener
esfregona:mop|vassoura:broom|balde:bucket|escova:brush|inseticida:insecticide|higienização:sanitizing|desinfeção:disinfection|lavandaria:laundry|engomadoria:ironing
lençóis:sheets|fardas:uniforms|casaco:jacket|calças:trousers|sapatos:shoes|lavagem:washing|tinturaria:dry cleaning|frigideira:skillet|panela:pot|panelas:pots
tacho:pot|batedor:whisk|coador:strainer|tábua:board|ralador:grater|tesoura:scissors|pinça:tongs|tigela:bowl|tigelas:bowls|chávena:cup|chávenas:cups|caneca:mug
canecas:mugs|pires:saucer|jarro:jug|taça:glass|bule:teapot|chaleira:kettle|sacarolhas:corkscrew|forno:oven|fornos:ovens|geladeira:fridge|geladeiras:fridges
arca:freezer|arcas:freezers|fritadeira:fryer|fritadeiras:fryers|exaustor:hood|exaustores:hoods|fatiadora:slicer|fiambreira:slicer|liquidificadora:blender
liquidificador:blender|varinha:blender|batedeira:mixer|amassadeira:mixer|fogão:stove|fogões:stoves|grelhador:grill|grelhadores:grills|churrasqueira:grill
chapa:griddle|vitrine:display case|vitrines:display cases|balcão:counter|balcões:counters|prateleira:shelf|prateleiras:shelves|carrinho:cart|carrinhos:carts
cadeira:chair|cadeiras:chairs|móveis:furniture|equipamento:equipment|equipamentos:equipment|aparelho:appliance|aparelhos:appliances|eletrodoméstico:appliance
eletrodomésticos:appliances|cafeteira:coffee maker|torradeira:toaster|espremedor:juicer|moinho:grinder|embaladora:packing machine|refrigeração:refrigeration
aquecimento:heating|climatização:air conditioning|caldeira:boiler|esquentador:water heater|termoacumulador:water heater|aquecedor:heater|aquecedores:heaters
ventoinha:fan|impressora:printer|impressoras:printers|computador:computer|computadores:computers|portátil:laptop|ecrã:screen|ecrãs:screens|telemóvel:mobile
telemóveis:mobile|telefone:phone|telefones:phones|celular:mobile|registadora:cash register|balança:scale|balanças:scales|lâmpada:bulb|lâmpadas:bulbs|candeeiro:lamp
iluminação:lighting|tomada:outlet|tomadas:outlets|torneira:faucet|torneiras:faucets|cano:pipe|canos:pipes|tubagem:pipes|canalização:plumbing|elétrico:electric
elétrica:electric|elétricos:electric|filtro:filter|filtros:filters|manutenção:maintenance|reparação:repair|reparações:repairs|conserto:repair|consertos:repairs
avaria:breakdown|avarias:breakdowns|deslocação:service call|deslocações:service calls|canalizador:plumber|encanador:plumber|eletricista:electrician
serralheiro:locksmith|fechadura:lock|fechaduras:locks|vidraceiro:glazier|carpinteiro:carpenter|carpintaria:carpentry|pedreiro:builder|remodelação:renovation
instalação:installation|instalações:installations|montagem:assembly|peça:part|peças:parts|substituição:replacement|desentupimento:drain cleaning
desinfestação:pest control|desratização:pest control|pragas:pests|incêndio:fire|segurança:security|ferragens:hardware|ferramentas:tools|parafusos:screws
inspeção:inspection|revisão:service|eletricidade:electricity|electricidade:electricity|esgoto:sewer|esgotos:sewer|recolha:collection|reciclagem:recycling
telecomunicações:telecommunications|assinatura:subscription|assinaturas:subscriptions|mensalidade:monthly payment|mensalidades:monthly payment|combustível:fuel
combustíveis:fuel|lenha:firewood|carvão:charcoal|fornecimento:supply|fatura:invoice|faturas:invoices|factura:invoice|faturação:billing|taxa:fee|taxas:fees|renda:rent
rendas:rent|aluguer:rent|aluguel:rent|senhorio:landlord|imóvel:property|imóveis:property|condomínio:building|caução:deposit|locação:lease|contabilista:accountant
advogado:lawyer|advogados:lawyers|assessoria:consulting|solicitador:attorney|comissão:commission|comissões:commissions|serviço:service|serviços:services
prestação:service|prestações:services|apólice:policy|apólices:policies|prémio:premium|responsabilidade:liability|seguradora:insurer|sinistro:claim
franquia:deductible|garantia:warranty|frete:freight|fretes:freight|transportadora:carrier|estafeta:courier|encomenda:order|encomendas:orders|correio:mail
correios:post office|selo:stamp|selos:stamps|mercadoria:goods|mercadorias:goods|palete:pallet|paletes:pallets|sobretaxa:surcharge|expedição:shipping
distribuição:distribution|carga:freight|descarga:unloading|trabalho:work|trabalhador:worker|trabalhadores:workers|empregado:employee|empregados:employees
funcionário:employee|funcionários:employees|pessoal:staff|cozinheiro:cook|cozinheiros:cooks|copeiro:dishwasher|hora:hour|ordenado:salary|ordenados:wages
vencimento:salary|temporário:temporary|recrutamento:recruiting|publicidade:advertising|folheto:leaflet|folhetos:leaflets|panfletos:leaflets|cartaz:poster
cartazes:posters|gráfica:printing|tipografia:printing|impressão:printing|letreiro:sign|letreiros:signs|promoção:promotion|promoções:promotions|autocolante:sticker
autocolantes:stickers|adesivos:stickers|faixa:banner|campanha:campaign|licença:license|licenças:licenses|aplicação:app|suporte:support|nuvem:cloud|rato:mouse
tinteiro:cartridge|tinteiros:cartridges|papelaria:stationery|escritório:office|caneta:pen|canetas:pens|sobrescrito:envelope|agrafador:stapler|agrafos:staples
grampeador:stapler|caderno:notebook|cadernos:notebooks|pilha:battery|pilhas:batteries|resma:paper|resmas:paper|talão:receipt|talões:receipts|recibo:receipt
recibos:receipts|imposto:tax|impostos:taxes|desconto:discount|descontos:discounts|abatimento:rebate|adiantamento:deposit|multa:fine|multas:fines|coima:fine
coimas:fines|juros:interest|donativo:donation|donativos:donations|doação:donation|doações:donations|caridade:charity|emolumentos:fees|portagem:toll|portagens:tolls
estacionamento:parking|parquímetro:parking meter|dormida:lodging|dormidas:lodging|estadia:lodging|comboio:train|comboios:trains|trem:train|bilhete:ticket
bilhetes:tickets|passagem:fare|passagens:tickets|voo:flight|voos:flights|avião:plane|autocarro:bus|autocarros:buses|ônibus:bus|viagem:travel|viagens:travel
almoço:lunch|jantar:dinner|pequenoalmoço:breakfast|gorjeta:tip|medicamento:medicine|medicamentos:medicine|restaurante:restaurant|tabaco:tobacco|tabacaria:tobacco
cigarros:cigarettes|jornal:newspaper|jornais:newspapers|revista:magazine|revistas:magazines|livro:book|livros:books|pneu:tire|pneus:tires
`;
