// Foreign-language part of the receipt tax-category lexicon (DECISIONS "Receipts": 12 labels):
// merchant names and item lines as printed on receipts from Germany/Austria/Switzerland (de),
// France/Belgium/Romandy (fr), Spain/Latin America (es), Italy (it), the Netherlands/Flanders (nl)
// and Portugal/Brazil (pt). Each kind of merchant sits in the category TAX_LEXICON (tax-corpus.ts)
// gives its English counterpart. Every merchant name occurs once in the whole file. The corpus code
// splits this list by merchant, like the English one, so a fifth of its merchants is never trained on.
import type { TaxCategory } from '../../engine/categorize/categories.js';

export type ReceiptLanguage = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

export interface ForeignTaxEntry {
  merchants: string[];
  items: string[];
}

export const TAX_LEXICON_WORLD: Record<TaxCategory, Record<ReceiptLanguage, ForeignTaxEntry>> = {
  Meals: {
    de: {
      merchants: ['Bäckerei Schmitt', 'Vapiano', 'Nordsee', 'Block House', "L'Osteria", 'BackWerk', 'Lieferando', 'Gasthaus Zum Löwen', 'Café Sacher Wien', 'Kebap Haus Anatolia'],
      items: ['Cappuccino', 'Latte Macchiato', 'Milchkaffee', 'Butterbrezel', 'Belegtes Brötchen', 'Croissant', 'Schnitzel Wiener Art', 'Currywurst Pommes', 'Tagessuppe', 'Mittagsmenü', 'Tagesgericht', 'Weißbier 0,5l', 'Pils vom Fass 0,4l', 'Apfelschorle 0,4l', 'Schwarzwälder Kirschtorte', 'Döner Kebab', 'Kinderteller', 'Frühstücksteller', 'Trinkgeld', 'Außer Haus'],
    },
    fr: {
      merchants: ['Paul', 'Brioche Dorée', 'Flunch', 'Buffalo Grill', 'Hippopotamus', 'Léon de Bruxelles', 'Columbus Café', 'Deliveroo', 'Brasserie du Marché', 'Boulangerie Pâtisserie Martin'],
      items: ['Café crème', 'Café allongé', 'Expresso', 'Chocolat chaud', 'Croissant beurre', 'Pain au chocolat', 'Jambon-beurre', 'Croque-monsieur', 'Formule midi', 'Plat du jour', 'Menu enfant', 'Steak frites', 'Entrecôte', 'Quiche lorraine', 'Pression 25cl', 'Verre de vin rouge', 'Crème brûlée', 'Moules frites', 'Sur place', 'À emporter'],
    },
    es: {
      merchants: ['Telepizza', '100 Montaditos', 'Rodilla', 'Goiko', 'Glovo', 'Juan Valdez Café', 'Sanborns', 'Bar Manolo', 'Cafetería La Esquina', 'Taquería El Güero'],
      items: ['Café con leche', 'Cortado', 'Caña', 'Tercio de cerveza', 'Bocadillo mixto', 'Tostada con tomate', 'Menú del día', 'Primer plato', 'Segundo plato', 'Postre casero', 'Ración de croquetas', 'Tapa de tortilla', 'Patatas bravas', 'Paella 2 pers.', 'Copa de vino tinto', 'Churros con chocolate', 'Tacos al pastor', 'Propina', 'Para llevar'],
    },
    it: {
      merchants: ['Autogrill', 'Spizzico', 'Old Wild West', 'Rossopomodoro', 'Just Eat', 'Trattoria da Mario', 'Bar Centrale', 'Pasticceria Bianchi', 'Pizzeria Da Gennaro', 'Osteria del Ponte'],
      items: ['Coperto', 'Caffè', 'Caffè macchiato', 'Cappuccino e cornetto', 'Tramezzino', 'Piadina', 'Pizza margherita', 'Spaghetti alla carbonara', 'Primo piatto', 'Secondo piatto', 'Contorno', 'Menù pranzo', 'Acqua naturale 1L', 'Calice vino rosso', 'Birra media', 'Spritz', 'Tiramisù', 'Servizio', 'Asporto'],
    },
    nl: {
      merchants: ['La Place', 'Febo', 'Kwalitaria', 'New York Pizza', 'Thuisbezorgd.nl', 'Exki', 'Eetcafé De Hoek', 'Bakkerij Bart', "Frituur 't Pleintje", 'Brasserie De Zwaan'],
      items: ['Koffie', 'Koffie verkeerd', 'Broodje kroket', 'Tosti ham kaas', 'Uitsmijter', 'Frikandel speciaal', 'Patat mayo', 'Bitterballen 8st', 'Appeltaart met slagroom', 'Dagschotel', 'Dagsoep', 'Lunchmenu', 'Kindermenu', 'Stoofvlees met friet', 'Pils 25cl', 'Glas huiswijn', 'Fooi', 'Afhalen'],
    },
    pt: {
      merchants: ['A Padaria Portuguesa', 'Café Nicola', 'Vitaminas', 'H3', 'iFood', 'Spoleto', "Habib's", 'Churrascaria Gaúcha', 'Restaurante O Cantinho', 'Boteco do Zé'],
      items: ['Bica', 'Galão', 'Meia de leite', 'Pastel de nata', 'Tosta mista', 'Bifana', 'Prego no pão', 'Prato do dia', 'Sopa do dia', 'Menu almoço', 'Bacalhau à Brás', 'Imperial', 'Copo de vinho da casa', 'Couvert', 'Prato feito', 'Pão de queijo', 'Coxinha', 'Rodízio', 'Taxa de serviço 10%', 'Para levar'],
    },
  },
  Supplies: {
    de: {
      merchants: ['Metro Cash & Carry', 'Selgros', 'Transgourmet', 'Aldi Süd', 'Lidl', 'Rewe', 'Edeka', 'Kaufland', 'TEDi', 'Migros'],
      items: ['Müllbeutel 60L', 'Küchenrolle 4 Rollen', 'Toilettenpapier 3-lagig', 'Spülmittel', 'Allzweckreiniger', 'Einweghandschuhe Nitril', 'Servietten 3-lagig', 'Pappbecher 0,2l', 'Alufolie', 'Frischhaltefolie', 'Gefrierbeutel 3L', 'Batterien AA 8er', 'LED Leuchtmittel E27', 'Kaffeefilter Gr. 4', 'Schwammtücher', 'Flüssigseife Nachfüll', 'Mineralwasser 6x1,5L', 'Kaffee Bohnen 1kg', 'Einwegbesteck'],
    },
    fr: {
      merchants: ['E.Leclerc', 'Carrefour', 'Auchan', 'Intermarché', 'Super U', 'Monoprix', 'Franprix', 'Promocash', 'Delhaize', "La Foir'Fouille"],
      items: ['Sacs poubelle 50L', 'Essuie-tout x6', 'Papier toilette', 'Liquide vaisselle', 'Nettoyant multi-usages', 'Eau de Javel 1L', 'Gants jetables', 'Serviettes papier', 'Gobelets carton', 'Papier aluminium', 'Film étirable', 'Piles LR6 x8', 'Ampoule LED', 'Filtres à café n°4', 'Éponges x3', 'Savon liquide', 'Eau minérale 6x1,5L', 'Barquettes alu', 'Couverts jetables'],
    },
    es: {
      merchants: ['Mercadona', 'Dia', 'Alcampo', 'Eroski', 'Consum', 'Makro', 'Bodega Aurrera', 'Soriana', 'Suministros Hosteleros Pérez S.L.', 'Bazar El Ahorro'],
      items: ['Bolsas de basura 30L', 'Papel de cocina', 'Papel higiénico 12 rollos', 'Lavavajillas a mano', 'Lejía 2L', 'Limpiador multiusos', 'Guantes de nitrilo', 'Servilletas', 'Vasos de plástico', 'Papel de aluminio', 'Film transparente', 'Pilas AA', 'Bombilla LED', 'Estropajo', 'Bayetas', 'Fregona', 'Jabón de manos', 'Agua mineral garrafa 5L', 'Envases para llevar'],
    },
    it: {
      merchants: ['Esselunga', 'Conad', 'Coop', 'Eurospin', 'Pam Panorama', 'Iper La grande i', 'Sogegross', 'Tigotà', 'Acqua & Sapone', 'Casalinghi Ferri S.n.c.'],
      items: ['Sacchi spazzatura 70x110', 'Rotoloni carta', 'Carta igienica 10 rotoli', 'Detersivo piatti', 'Sgrassatore universale', 'Candeggina', 'Guanti monouso', 'Tovaglioli carta', 'Bicchieri plastica', 'Rotolo alluminio', 'Pellicola trasparente', 'Pile stilo AA', 'Lampadina LED', 'Spugne abrasive', 'Sapone liquido mani', 'Acqua minerale 6x1,5L', 'Caffè macinato 250g', 'Vaschette asporto'],
    },
    nl: {
      merchants: ['Albert Heijn', 'Jumbo', 'PLUS Supermarkt', 'Dirk van den Broek', 'Hoogvliet', 'Colruyt', 'Sligro', 'Hanos', 'Action', 'Blokker'],
      items: ['Vuilniszakken 60L', 'Keukenrol', 'Toiletpapier 3-laags', 'Afwasmiddel', 'Allesreiniger', 'Bleek', 'Wegwerphandschoenen', 'Servetten', 'Plastic bekers', 'Aluminiumfolie', 'Huishoudfolie', 'Batterijen AA', 'LED lamp E27', 'Koffiefilters', 'Sponzen', 'Vaatdoekjes', 'Handzeep', 'Spa blauw 6x1,5L'],
    },
    pt: {
      merchants: ['Continente', 'Pingo Doce', 'Minipreço', 'Recheio', 'Atacadão', 'Assaí Atacadista', 'Pão de Açúcar', 'Tenda Atacado', 'Supermercado Bom Preço Lda'],
      items: ['Sacos do lixo 50L', 'Rolo de cozinha', 'Papel higiénico 12 rolos', 'Detergente loiça', 'Lixívia 2L', 'Detergente multiusos', 'Luvas descartáveis', 'Guardanapos de papel', 'Copos de plástico', 'Papel de alumínio', 'Película aderente', 'Pilhas AA', 'Lâmpada LED', 'Esfregões', 'Sabonete líquido', 'Água mineral 6x1,5L', 'Papel toalha', 'Água sanitária', 'Marmitex descartável'],
    },
  },
  Travel: {
    de: {
      merchants: ['Deutsche Bahn', 'ÖBB', 'SBB', 'Lufthansa', 'FlixBus', 'Motel One', 'Hotel Garni Alpenblick', 'Sixt', 'FREENOW', 'DER Reisebüro'],
      items: ['Übernachtung DZ', 'Übernachtung EZ', 'Frühstück p.P.', 'Halbpension', 'Minibar', 'Kurtaxe', 'City-Tax', 'Fahrkarte ICE', 'BahnCard 25', 'Sitzplatzreservierung', 'Einzelfahrschein', 'Flugticket', 'Gepäckaufgabe', 'Fernbus Ticket', 'Taxifahrt', 'Flughafentransfer', 'Mietwagen Tagespreis', 'Haftungsreduzierung', 'Buchungsgebühr'],
    },
    fr: {
      merchants: ['SNCF Voyageurs', 'SNCB', 'Air France', 'Ibis', 'Campanile', 'Hôtel de la Gare', 'Europcar', 'G7', 'BlaBlaCar', 'Nouvelles Frontières'],
      items: ['Nuitée chambre double', 'Chambre single', 'Petit-déjeuner', 'Demi-pension', 'Taxe de séjour', 'Billet TGV', 'Billet TER', 'Carte Avantage', 'Ticket de métro', "Billet d'avion", 'Supplément bagage', 'Course taxi', 'Prise en charge', 'Navette aéroport', 'Covoiturage', 'Location voiture', 'Rachat de franchise', 'Frais de réservation'],
    },
    es: {
      merchants: ['Renfe', 'Iberia', 'Aeroméxico', 'ALSA', 'NH Hotels', 'Paradores', 'Hostal La Perla', 'Cabify', 'Goldcar', 'Viajes El Corte Inglés'],
      items: ['Alojamiento habitación doble', 'Habitación individual', 'Desayuno buffet', 'Media pensión', 'Hospedaje', 'Tasa turística', 'Billete AVE', 'Billete de autobús', 'Boleto de autobús', 'Billete de avión', 'Maleta facturada', 'Selección de asiento', 'Carrera de taxi', 'Suplemento aeropuerto', 'Traslado aeropuerto', 'Alquiler de coche', 'Cobertura sin franquicia', 'Gastos de gestión'],
    },
    it: {
      merchants: ['Trenitalia', 'Italo', 'ITA Airways', 'Neos', 'Itabus', 'Starhotels', "Albergo Stella d'Oro", 'Maggiore Autonoleggio', 'Radio Taxi 3570', 'Bluvacanze'],
      items: ['Pernottamento camera doppia', 'Camera singola', 'Prima colazione', 'Mezza pensione', 'Imposta di soggiorno', 'Biglietto Frecciarossa', 'Biglietto regionale', 'Biglietto autobus', 'Biglietto aereo', 'Tasse aeroportuali', 'Supplemento bagaglio', 'Scelta del posto', 'Corsa taxi', 'Supplemento notturno', 'Transfer aeroporto', 'Noleggio auto', 'Diritti di agenzia'],
    },
    nl: {
      merchants: ['NS Reizigers', 'KLM', 'Transavia', 'Arriva', 'Van der Valk', 'citizenM', 'Hotel De Gouden Leeuw', 'TCA Taxi', 'Greenwheels', 'Sunweb'],
      items: ['Overnachting 2-persoonskamer', 'Eenpersoonskamer', 'Ontbijt p.p.', 'Halfpension', 'Toeristenbelasting', 'Treinkaartje', 'Enkele reis 2e klas', 'OV-chipkaart opladen', 'Busrit', 'Vliegticket', 'Ruimbagage', 'Stoelreservering', 'Taxirit', 'Luchthaventransfer', 'Huurauto', 'Eigen risico afkoop', 'Boekingskosten'],
    },
    pt: {
      merchants: ['CP Comboios de Portugal', 'TAP Air Portugal', 'GOL Linhas Aéreas', 'Rede Expressos', 'Pestana Hotels', 'Residencial Estrela Lda', 'Localiza', 'Bolt', '99 Táxi', 'CVC Viagens'],
      items: ['Alojamento quarto duplo', 'Quarto individual', 'Pequeno-almoço', 'Café da manhã', 'Diária', 'Taxa turística', 'Bilhete Alfa Pendular', 'Bilhete de comboio', 'Bilhete de autocarro', 'Passagem aérea', 'Taxa de embarque', 'Bagagem despachada', 'Marcação de lugar', 'Corrida de táxi', 'Transfer aeroporto', 'Aluguer de viatura', 'Locação de veículo', 'Taxa de reserva'],
    },
  },
  Vehicle: {
    de: {
      merchants: ['Aral', 'Jet', 'OMV', 'ATU Auto-Teile-Unger', 'Vergölst', 'Mr. Wash', 'APCOA Parking', 'ASFINAG', 'TÜV SÜD', 'Autohaus Becker GmbH'],
      items: ['Super E10', 'Super E5', 'Diesel', 'Super Plus 98', 'Zapfsäule 3', 'AdBlue 10L', 'Ladevorgang kWh', 'Wäsche Premium', 'Innenreinigung', 'Ölwechsel', 'Motoröl 5W-30', 'Reifenwechsel', 'Reifeneinlagerung', 'Bremsbeläge vorne', 'Scheibenwischer', 'Hauptuntersuchung HU', 'Zulassungsgebühr', 'Parkticket', 'Vignette 10 Tage'],
    },
    fr: {
      merchants: ['TotalEnergies', 'Avia', 'Eléphant Bleu', 'Norauto', 'Feu Vert', 'Speedy', 'Dekra', 'Vinci Autoroutes', 'Indigo', 'Garage du Centre'],
      items: ['Gazole', 'SP95-E10', 'SP98', 'E85 Superéthanol', 'Pompe 5', 'AdBlue', 'Recharge électrique', 'Lavage auto', 'Lavage haute pression', 'Aspirateur', 'Vidange', 'Huile moteur 5W30', 'Pneu 205/55 R16', 'Plaquettes de frein', 'Balais essuie-glace', 'Contrôle technique', 'Carte grise', 'Péage', 'Ticket de parking'],
    },
    es: {
      merchants: ['Repsol', 'Cepsa', 'Ballenoil', 'Pemex', 'Confortauto', 'Applus+ ITV', 'Telpark', 'Abertis Autopistas', 'Talleres Martínez S.L.', 'Lavado de Coches El Sol'],
      items: ['Gasóleo A', 'Sin plomo 95', 'Sin plomo 98', 'Gasolina Magna', 'Surtidor 4', 'Recarga eléctrica', 'Lavado exterior', 'Lavado completo', 'Cambio de aceite', 'Aceite 5W30', 'Filtro de aceite', 'Neumático 195/65 R15', 'Pastillas de freno', 'Alineación y balanceo', 'Mano de obra taller', 'Inspección ITV', 'Peaje', 'Ticket aparcamiento', 'Estacionamiento'],
    },
    it: {
      merchants: ['Eni', 'Q8', 'IP Italiana Petroli', 'Tamoil', "Autostrade per l'Italia", 'Telepass', "ACI Automobile Club d'Italia", 'Saba Parcheggi', 'Officina Meccanica Rossi S.n.c.', 'Autolavaggio Il Delfino'],
      items: ['Gasolio', 'Benzina senza piombo', 'GPL', 'Metano', 'Self service', 'Servito', 'Erogatore 2', 'Ricarica colonnina', 'Lavaggio auto', 'Lavaggio interni', 'Cambio olio', 'Olio motore 5W30', 'Pneumatici 205/55 R16', 'Pastiglie freni', 'Revisione auto', 'Bollo auto', 'Passaggio di proprietà', 'Pedaggio', 'Sosta parcheggio'],
    },
    nl: {
      merchants: ['Tango', 'TinQ', 'DATS 24', 'Fastned', 'Q-Park', 'Carglass', 'Profile Tyrecenter', 'ANWB', 'Autobedrijf Jansen B.V.', 'Wasstraat De Kooi'],
      items: ['Benzine Euro 95', 'Diesel', 'Super Plus 98', 'Pomp 6', 'Tankstation', 'AdBlue', 'Snelladen kWh', 'Autowas Premium', 'Olie verversen', 'Motorolie 5W-30', 'Winterbanden', 'Remblokken', 'Ruitreparatie', 'APK keuring', 'Kentekenbewijs', 'Wegenwacht lidmaatschap', 'Parkeren', 'Parkeergarage', 'Tol Westerscheldetunnel'],
    },
    pt: {
      merchants: ['Galp', 'Prio', 'Posto Ipiranga', 'Petrobras', 'Via Verde', 'Sem Parar', 'EMEL', 'Estapar', 'Oficina Auto Silva Lda', 'Pneus Ferreira & Filhos'],
      items: ['Gasóleo simples', 'Gasolina 95', 'Gasolina comum', 'Etanol', 'Diesel S10', 'Bomba 3', 'Carregamento elétrico', 'Lavagem auto', 'Mudança de óleo', 'Troca de óleo', 'Óleo 5W30', 'Pneu 195/65 R15', 'Pastilhas de travão', 'Alinhamento e balanceamento', 'Inspeção periódica', 'Portagem', 'Pedágio', 'Estacionamento'],
    },
  },
  Office: {
    de: {
      merchants: ['Deutsche Post', 'Die Schweizerische Post', 'McPaper', 'Otto Office', 'MediaMarkt', 'Cyberport', 'Digitec Galaxus', 'Schreibwaren Krause', 'Copyshop Druckpunkt', 'lexoffice'],
      items: ['Briefmarken 10x0,95', 'Einschreiben', 'Paket bis 5kg', 'Kopierpapier A4 500 Bl.', 'Druckerpatrone schwarz', 'Toner', 'Kugelschreiber', 'Ordner A4 breit', 'Collegeblock', 'Briefumschläge DIN lang', 'Haftnotizen', 'Laminierfolien', 'Kopien s/w', 'Farbkopien A4', 'USB-Stick 64GB', 'Maus kabellos', 'Tastatur', 'Monitor 27 Zoll', 'Software-Abo'],
    },
    fr: {
      merchants: ['La Poste', 'Chronopost', 'bpost', 'Bureau Vallée', 'Lyreco', 'Papeterie du Centre', 'Copy-Top', 'Fnac', 'Darty', 'LDLC'],
      items: ['Timbres x10', 'Lettre verte', 'Lettre recommandée AR', 'Colissimo', 'Ramette papier A4', "Cartouche d'encre noire", 'Toner laser', 'Stylos bille x4', 'Classeur A4', 'Cahier grand format', 'Enveloppes C5', 'Post-it', 'Agrafeuse', 'Photocopies N&B', 'Impression couleur A4', 'Clé USB 32 Go', 'Souris sans fil', 'Clavier AZERTY', 'Écran 24 pouces', 'Abonnement logiciel'],
    },
    es: {
      merchants: ['Correos', 'SEUR', 'MRW', 'Abacus Cooperativa', 'Papelería Técnica Ruiz', 'Copistería Universitaria', 'PcComponentes', 'Lumen Papelerías', 'Panamericana Librería y Papelería', 'Holded'],
      items: ['Sellos x10', 'Carta certificada', 'Paquete Azul', 'Envío urgente 24h', 'Paquete de folios A4 500h', 'Cartucho de tinta negro', 'Tóner', 'Bolígrafos BIC x4', 'Archivador A4', 'Cuaderno espiral', 'Sobres blancos', 'Notas adhesivas', 'Grapadora', 'Fotocopias B/N', 'Impresiones color', 'Memoria USB 32GB', 'Ratón inalámbrico', 'Teclado', 'Monitor 24 pulgadas', 'Licencia software'],
    },
    it: {
      merchants: ['Poste Italiane', 'BRT', 'Buffetti', 'Cartoleria Bianchi', 'Copisteria Il Punto', 'Unieuro', 'MediaWorld', 'Euronics', 'Aruba.it', 'TeamSystem'],
      items: ['Francobolli', 'Raccomandata A/R', 'Pacco ordinario', 'Risma carta A4', 'Cartuccia nero', 'Toner compatibile', 'Penne a sfera', 'Raccoglitore ad anelli', 'Quaderno A4', 'Buste bianche', 'Foglietti adesivi', 'Cucitrice', 'Fotocopie B/N', 'Stampe a colori', 'Chiavetta USB 32GB', 'Mouse wireless', 'Canone PEC', 'Licenza software'],
    },
    nl: {
      merchants: ['PostNL', 'Bruna', 'Kantoorboekhandel Bakker', 'Office Centre', 'Repro Centrum Utrecht', 'Coolblue', 'BCC', 'Vanden Borre', 'Exact', 'Moneybird'],
      items: ['Postzegels 10 st.', 'Aangetekend', 'Pakket NL', 'Printpapier A4 500 vel', 'Inktcartridge zwart', 'Toner zwart', 'Balpennen', 'Ordner A4', 'Schrift gelinieerd', 'Enveloppen C5', 'Memoblokjes', 'Nietmachine', 'Kopieën z/w', 'Kleurenprint A4', 'USB-stick 32GB', 'Draadloze muis', 'Toetsenbord', 'Softwareabonnement'],
    },
    pt: {
      merchants: ['CTT Correios de Portugal', 'Correios', 'Papelaria Fernandes', 'Kalunga', 'Reprografia Central Lda', 'Worten', 'KaBuM!', 'Fast Shop', 'Moloni', 'Conta Azul'],
      items: ['Selos correio nacional', 'Carta registada', 'Encomenda nacional', 'Sedex', 'Resma papel A4', 'Tinteiro preto', 'Toner compatível', 'Esferográficas', 'Dossier A4', 'Caderno espiral', 'Envelopes', 'Blocos de notas adesivas', 'Agrafador', 'Fotocópias P/B', 'Impressão a cores', 'Pen USB 32GB', 'Rato sem fios', 'Teclado PT', 'Licença de software'],
    },
  },
  Utilities: {
    de: {
      merchants: ['E.ON', 'EnBW', 'Stadtwerke München', 'Wien Energie', 'Berliner Wasserbetriebe', 'BSR Berliner Stadtreinigung', 'Telekom', 'Vodafone', '1&1', 'Swisscom'],
      items: ['Stromverbrauch kWh', 'Grundpreis Strom', 'Abschlag Strom', 'Erdgas kWh', 'Gas Arbeitspreis', 'Fernwärme', 'Trinkwasser m³', 'Schmutzwasser', 'Abwassergebühr', 'Müllabfuhr', 'Restmülltonne 120L', 'Zählerstand', 'DSL-Anschluss', 'Glasfaser 500 Mbit/s', 'Telefonanschluss', 'Routermiete', 'Mobilfunk Tarif', 'Datenvolumen 20 GB', 'Grundgebühr'],
    },
    fr: {
      merchants: ['EDF', 'Engie', 'Luminus', 'Eau de Paris', 'Veolia Eau', 'Orange', 'SFR', 'Bouygues Telecom', 'Free', 'Proximus'],
      items: ['Consommation électricité kWh', 'Abonnement électricité', 'Heures creuses', 'Acheminement', 'Consommation gaz', 'Consommation eau m³', 'Assainissement', 'Redevance ordures ménagères', 'Relevé compteur', 'Échéancier mensuel', 'Abonnement box internet', 'Fibre optique', 'Location box', 'Option TV', 'Ligne fixe', 'Forfait mobile 100 Go', 'Hors forfait'],
    },
    es: {
      merchants: ['Iberdrola', 'Endesa', 'Naturgy', 'CFE Comisión Federal de Electricidad', 'Canal de Isabel II', 'Aigües de Barcelona', 'Movistar', 'MásMóvil', 'Telcel', 'Telmex'],
      items: ['Consumo electricidad kWh', 'Término de potencia', 'Término de energía', 'Impuesto eléctrico', 'Alquiler de contador', 'Lectura del contador', 'Consumo de gas', 'Consumo de agua m³', 'Servicio de agua potable', 'Alcantarillado', 'Tasa de basuras', 'Fibra 600Mb', 'Alquiler router', 'Línea fija', 'Tarifa móvil', 'Datos móviles 30GB', 'Recarga saldo'],
    },
    it: {
      merchants: ['Enel Energia', 'Edison', 'A2A', 'Hera', 'Acea', 'Iren', 'TIM', 'WindTre', 'Iliad', 'Fastweb'],
      items: ['Consumo energia elettrica kWh', 'Quota fissa', 'Quota potenza', 'Spesa per la materia energia', 'Oneri di sistema', 'Consumo gas Smc', 'Servizio idrico m³', 'Fognatura e depurazione', 'TARI rifiuti', 'Lettura contatore', 'Conguaglio', 'Fibra FTTH', 'Noleggio modem', 'Canone linea fissa', 'Offerta mobile 100GB', 'Ricarica telefonica'],
    },
    nl: {
      merchants: ['Eneco', 'Essent', 'Vattenfall', 'Greenchoice', 'Vitens', 'Waternet', 'KPN', 'Ziggo', 'Odido', 'Telenet'],
      items: ['Stroomverbruik kWh', 'Vastrecht', 'Netbeheerkosten', 'Gasverbruik m³', 'Energiebelasting', 'Stadsverwarming', 'Waterverbruik m³', 'Rioolheffing', 'Afvalstoffenheffing', 'Meterstand', 'Termijnbedrag', 'Internet + TV', 'Glasvezel 1 Gbit', 'Modemhuur', 'Vaste lijn', 'Mobiel abonnement', 'Bundel 10GB'],
    },
    pt: {
      merchants: ['EDP Comercial', 'Goldenergy', 'EPAL', 'Águas do Porto', 'MEO', 'NOS', 'CEMIG', 'Sabesp', 'Claro', 'Vivo'],
      items: ['Consumo eletricidade kWh', 'Potência contratada', 'Termo fixo', 'Consumo de gás', 'Consumo de água m³', 'Saneamento', 'Resíduos sólidos urbanos', 'Leitura do contador', 'Conta de luz', 'Bandeira tarifária', 'Conta de água', 'Esgoto', 'Fibra 500 Mbps', 'Telefone fixo', 'Tarifário móvel', 'Plano pós-pago', 'Recarga de celular'],
    },
  },
  Advertising: {
    de: {
      merchants: ['Flyeralarm', 'Saxoprint', 'Wir machen Druck', 'Ströer', 'Gelbe Seiten', 'Das Örtliche', 'Antenne Bayern', 'Rheinische Post Mediengruppe', 'Werbetechnik Hoffmann', 'Werbeartikel Schneider GmbH'],
      items: ['Flyer DIN A6 1000 Stk', 'Faltblatt DIN lang', 'Plakate A1', 'Roll-up Banner', 'Werbebanner PVC', 'Anzeige 1/4 Seite', 'Radiospot 30 Sek.', 'Großfläche 18/1', 'Branchenbucheintrag', 'Werbekugelschreiber mit Logo', 'Bedruckte T-Shirts', 'Schaufensterbeschriftung', 'Fahrzeugbeschriftung', 'Online-Werbung Klicks', 'Newsletter-Versand', 'Logo-Entwurf', 'Gutscheinaktion', 'Sponsoring Trikots'],
    },
    fr: {
      merchants: ['Exaprint', 'Realisaprint', 'Imprimerie Moderne', 'JCDecaux', 'PagesJaunes', 'Ouest-France Publicité', 'NRJ Global', 'Rossel Advertising', 'Enseignes Lumineuses Dubois SARL', 'Objets Publicitaires Lemoine'],
      items: ['Flyers A5 recto-verso', 'Dépliants 3 volets', 'Affiches A2', 'Kakémono', 'Bâche publicitaire', 'Encart presse 1/4 page', 'Insertion annuaire', 'Spot radio 30s', "Campagne d'affichage", 'Distribution boîtes aux lettres', 'Stylos personnalisés', 'Tee-shirts logo', 'Vitrophanie', 'Marquage véhicule', 'Publicité réseaux sociaux', 'Création de logo', 'Sponsoring club'],
    },
    es: {
      merchants: ['Imprenta Gráficas Soler S.L.', 'Imprenta Digital Express', 'Páginas Amarillas', 'Cadena SER', 'Vocento', 'Exterior Plus', 'Publicidad Exterior Atlas', 'Rótulos Gómez', 'Letreros Luminosos Hernández', 'Artículos Promocionales Mundo S.A. de C.V.'],
      items: ['Flyers A5 1000 uds', 'Volantes', 'Folletos díptico', 'Carteles A3', 'Roll up', 'Lona publicitaria', 'Vinilo escaparate', 'Anuncio en prensa', 'Cuña radio 20 seg', 'Valla publicitaria', 'Espectacular', 'Buzoneo', 'Bolígrafos personalizados', 'Camisetas con logo', 'Rotulación vehículo', 'Campaña redes sociales', 'Diseño de logotipo', 'Patrocinio'],
    },
    it: {
      merchants: ['Pixartprinting', 'Tipografia Moderna S.r.l.', 'Pagine Gialle', 'A. Manzoni & C.', "Publitalia '80", 'IGPDecaux', 'Radio Deejay', 'Insegne Luminose Colombo', 'Gadget Pubblicitari Ricci', 'Volantinaggio Express'],
      items: ['Volantini A5 fronte/retro', 'Pieghevoli a 3 ante', 'Manifesti 70x100', 'Roll-up espositore', 'Striscione in PVC', 'Vetrofania', 'Inserzione quotidiano', 'Spot radio 30 sec', 'Affissione manifesti', 'Cartellone 6x3', 'Distribuzione volantini', 'Penne personalizzate', 'Magliette con logo', 'Personalizzazione automezzi', 'Grafica logo', 'Campagna social', 'Sponsorizzazione'],
    },
    nl: {
      merchants: ['Helloprint', 'Drukwerkdeal', 'Drukkerij Van der Meer', 'Gouden Gids', 'Mediahuis Advertising', 'Exterion Media', 'Qmusic', 'Reclamebureau Vos', 'Lichtreclame De Groot B.V.', 'Relatiegeschenken Smit'],
      items: ['Flyers A5 dubbelzijdig', 'Folders', 'Posters A2', 'Roll-up banner', 'Spandoek', 'Raamsticker', 'Advertentie huis-aan-huisblad', 'Radiocommercial 20 sec', 'Reclamezuil', 'Huis-aan-huis verspreiding', 'Bedrukte pennen', 'T-shirts met logo', 'Autobelettering', 'Logo ontwerp', 'Social media campagne', 'Sponsoring'],
    },
    pt: {
      merchants: ['Printi', 'Tipografia Lusitana Lda', 'Gráfica Rápida Express', 'Páginas Amarelas', 'Dreamedia', 'Eletromidia', 'Rádio Comercial', 'Letreiros Neon Souza', 'Brindes Promocionais Costa'],
      items: ['Flyers A5 frente e verso', 'Folhetos', 'Panfletos 5000 un', 'Cartazes A3', 'Roll-up', 'Lona impressa', 'Adesivo de montra', 'Anúncio no jornal', 'Spot rádio 30s', 'Outdoor 9x3', 'Canetas personalizadas', 'T-shirts com logótipo', 'Camisetas personalizadas', 'Plotagem de veículo', 'Criação de logótipo', 'Impulsionamento Instagram', 'Patrocínio'],
    },
  },
  'Professional Services': {
    de: {
      merchants: ['Steuerberatung Weber & Partner', 'ETL Gruppe', 'Ecovis', 'Treuhandbüro Brunner AG', 'Kanzlei Dr. Fischer Rechtsanwälte', 'Notariat Hansen', 'Lohnbüro Schulz', 'Hays', 'Ingenieurbüro Wagner', 'Unternehmensberatung Keller GmbH'],
      items: ['Steuerberatung', 'Jahresabschluss', 'Einkommensteuererklärung', 'Umsatzsteuervoranmeldung', 'Finanzbuchhaltung', 'Lohnabrechnung je MA', 'Beratungsgespräch', 'Rechtsberatung', 'Anwaltshonorar', 'Vorschuss', 'Vertragsprüfung', 'Notargebühr Beurkundung', 'Beglaubigung', 'Handelsregisteranmeldung', 'Gründungsberatung', 'Gutachten', 'Stundensatz', 'Auslagenpauschale'],
    },
    fr: {
      merchants: ['Cabinet Comptable Dupont', 'Fiducial', 'In Extenso', 'Fiduciaire Romande SA', 'Maître Lefèvre Avocat', 'Étude de Maître Girard Notaire', 'PayFit', 'Adecco', 'Malt', "Cabinet d'architecture Moreau"],
      items: ['Honoraires', 'Tenue de comptabilité', 'Bilan annuel', 'Déclaration TVA', 'Liasse fiscale', 'Bulletins de paie', 'Consultation juridique', 'Provision sur honoraires', 'Rédaction de contrat', 'Constitution de société', "Frais d'acte", 'Émoluments notaire', 'Frais de greffe', 'Audit', 'Mission de conseil', 'Vacation horaire', 'Expertise', 'Mise à disposition intérimaire'],
    },
    es: {
      merchants: ['Gestoría López', 'Asesoría Fiscal Navarro S.L.', 'Despacho Contable Ramírez', 'Bufete Hernández Abogados', 'Garrigues', 'Cuatrecasas', 'Notaría Sánchez', 'Manpower', 'Arquitectura Vidal S.L.P.', 'Ingeniería Castillo S.A.'],
      items: ['Honorarios', 'Asesoría fiscal', 'Contabilidad mensual', 'Declaración IVA trimestral', 'Presentación Impuesto de Sociedades', 'Declaración de la renta', 'Declaración anual SAT', 'Nóminas', 'Consulta jurídica', 'Provisión de fondos', 'Redacción de contrato', 'Constitución de sociedad', 'Escritura pública', 'Derechos notariales', 'Auditoría de cuentas', 'Hora de consultoría', 'Peritaje'],
    },
    it: {
      merchants: ['Studio Commercialista Ferri', 'Consulente del Lavoro Greco', 'Elaborazione Paghe Sud S.r.l.', 'Studio Legale Associato Conti', 'Notaio Dott. Marchetti', 'CAF CISL', 'Gi Group', 'Studio Tecnico Ing. Moretti', 'Geometra Russo', 'Studio Associato Romano & Partners'],
      items: ['Onorario', 'Parcella', 'Tenuta contabilità', 'Dichiarazione dei redditi', 'Modello 730', 'Liquidazione IVA', "Bilancio d'esercizio", 'Elaborazione cedolini', 'Consulenza legale', 'Fondo spese', 'Redazione contratto', 'Costituzione S.r.l.', 'Atto notarile', 'Visura camerale', 'Contributo integrativo 4%', "Ritenuta d'acconto", 'Perizia tecnica', 'Pratica catastale'],
    },
    nl: {
      merchants: ['Administratiekantoor De Boer', 'Accountantskantoor Visser', 'Salarisadministratie Peeters BV', 'Advocatenkantoor Mulder & Bakker', 'Loyens & Loeff', 'Notariskantoor Smit', 'Randstad', 'Tempo-Team', 'Ingenieursbureau Hendriks'],
      items: ['Honorarium', 'Uurtarief', 'Boekhouding per kwartaal', 'Btw-aangifte', 'Jaarrekening', 'Aangifte inkomstenbelasting', 'Aangifte vennootschapsbelasting', 'Salarisverwerking', 'Loonstroken', 'Juridisch advies', 'Adviesgesprek', 'Voorschot', 'Contractcontrole', 'Notariële akte', 'Oprichting BV', 'Kantoorkosten 5%', 'Uitzendkracht uren'],
    },
    pt: {
      merchants: ['Gabinete de Contabilidade Pereira Lda', 'Escritório Contábil Oliveira', 'Contabilizei', 'Cardoso & Associados Sociedade de Advogados', 'PLMJ Advogados', 'Cartório Notarial Dra. Marques', 'Multipessoal', 'Engenharia Fonseca Lda', 'Arquitetura Mendes & Filhos'],
      items: ['Honorários', 'Avença mensal', 'Contabilidade mensal', 'Declaração periódica IVA', 'Entrega da declaração de IRS', 'IES / Declaração anual', 'Processamento de salários', 'Recibos de vencimento', 'Folha de pagamento', 'Consulta jurídica', 'Provisão para despesas', 'Elaboração de contrato', 'Constituição de sociedade', 'Abertura de empresa', 'Escritura', 'Reconhecimento de assinatura', 'Auditoria', 'Hora técnica'],
    },
  },
  Repairs: {
    de: {
      merchants: ['OBI', 'Hornbach', 'Bauhaus', 'toom Baumarkt', 'Würth', 'Elektro Schneider GmbH', 'Sanitär Meyer', 'Schlüsseldienst 24', 'Malerbetrieb Richter', 'Glaserei Vogel'],
      items: ['Arbeitszeit Monteur', 'Anfahrtspauschale', 'Kleinmaterial', 'Ersatzteil', 'Rohrreinigung', 'Wasserhahn Einhebelmischer', 'Silikon transparent', 'Schrauben 4x40 100 Stk', 'Dübel 8mm', 'Wandfarbe weiß 10L', 'Gipskarton', 'Kantholz', 'Türschloss', 'Schließzylinder', 'Türöffnung', 'Steckdose', 'Sicherungsautomat', 'Heizungswartung', 'Glasscheibe', 'Akkuschrauber'],
    },
    fr: {
      merchants: ['Leroy Merlin', 'Castorama', 'Brico Dépôt', 'Mr.Bricolage', 'Point P', 'Plomberie Lambert SARL', 'Électricité Générale Fournier', 'Serrurerie Express', 'Menuiserie Bernard', 'Dépannage Électroménager Robert'],
      items: ["Main d'œuvre", 'Déplacement', 'Forfait dépannage', 'Pièce détachée', 'Débouchage canalisation', 'Mitigeur évier', 'Joint silicone', 'Vis 4x40 boîte de 200', 'Chevilles', 'Peinture blanche 10L', 'Plaque de plâtre BA13', 'Tasseau', 'Serrure 3 points', 'Cylindre de serrure', 'Ouverture de porte', 'Prise électrique', 'Disjoncteur', 'Entretien chaudière', 'Remplacement vitrage', 'Perceuse-visseuse'],
    },
    es: {
      merchants: ['Bricomart', 'Bricor', 'Ferretería Ramos', 'Comex', 'Fontanería Ruiz S.L.', 'Electricidad Moreno', 'Cerrajería 24h Madrid', 'Climatización Díaz', 'Cristalería Vega', 'Anticimex'],
      items: ['Mano de obra', 'Desplazamiento', 'Material fontanería', 'Repuesto', 'Desatasco', 'Grifo monomando', 'Silicona', 'Tornillos 4x40', 'Tacos 8mm', 'Pintura plástica blanca 15L', 'Placa de pladur', 'Cerradura de seguridad', 'Bombín', 'Apertura de puerta', 'Enchufe', 'Magnetotérmico', 'Revisión caldera', 'Cristal a medida', 'Tratamiento antiplagas', 'Taladro percutor'],
    },
    it: {
      merchants: ['Brico io', 'Bricocenter', 'Ferramenta Galli', 'Colorificio Lombardo', 'Idraulica Esposito', 'Elettricista Fontana', 'Fabbro Pronto Intervento Costa', 'Termoidraulica Bruno S.r.l.', 'Vetreria Marino', 'Assistenza Elettrodomestici Gallo'],
      items: ['Manodopera', 'Diritto di chiamata', 'Uscita tecnico', 'Ricambio', 'Sturatura scarico', 'Miscelatore lavabo', 'Silicone', 'Viti 4x40', 'Tasselli 8mm', 'Pittura lavabile bianca 14L', 'Lastra cartongesso', 'Serratura', 'Cilindro europeo', 'Apertura porta', 'Presa elettrica', 'Interruttore magnetotermico', 'Manutenzione caldaia', 'Sostituzione vetro', 'Trapano avvitatore'],
    },
    nl: {
      merchants: ['Gamma', 'Karwei', 'Praxis', 'Hubo', 'Installatiebedrijf De Vries', 'Elektrotechniek Bos', 'Slotenservice Kok', 'Schildersbedrijf Van Dijk', 'Glashandel Meijer', 'Rentokil'],
      items: ['Arbeidsloon', 'Voorrijkosten', 'Klein materiaal', 'Onderdeel', 'Ontstoppen afvoer', 'Mengkraan keuken', 'Kit sanitair', 'Schroeven 4x40', 'Pluggen 8mm', 'Muurverf wit 10L', 'Gipsplaat', 'Cilinderslot', 'Deur openen', 'Stopcontact', 'Groepenkast', 'Onderhoud cv-ketel', 'Ruit vervangen', 'Ongediertebestrijding', 'Accuboormachine'],
    },
    pt: {
      merchants: ['AKI', 'Maxmat', 'Telhanorte', 'C&C Casa e Construção', 'Canalizações Sousa Lda', 'Eletricista Rodrigues', 'Serralharia Martins', 'Chaveiro Express 24h', 'Vidraçaria Cristal', 'Refrigeração Lopes'],
      items: ['Mão de obra', 'Deslocação', 'Visita técnica', 'Peça de substituição', 'Desentupimento', 'Torneira misturadora', 'Silicone branco', 'Parafusos 4x40', 'Buchas 8mm', 'Tinta plástica branca 15L', 'Placa de gesso cartonado', 'Fechadura', 'Canhão de fechadura', 'Abertura de porta', 'Tomada', 'Disjuntor', 'Manutenção de caldeira', 'Substituição de vidro', 'Berbequim', 'Furadeira'],
    },
  },
  Rent: {
    de: {
      merchants: ['Hausverwaltung Meier GmbH', 'Immobilien Schröder KG', 'Vonovia', 'Gewerbehof Süd GmbH & Co. KG', 'Büropark Am Hafen', 'Design Offices', 'Betahaus', 'St. Oberholz', 'MyPlace SelfStorage', 'Lagerbox'],
      items: ['Miete Büro', 'Ladenmiete', 'Gewerbemiete', 'Kaltmiete', 'Untermiete', 'Pacht Gaststätte', 'Nebenkostenvorauszahlung', 'Betriebskostenabrechnung', 'Mietkaution', 'Mahngebühr Miete', 'Stellplatzmiete', 'Tiefgaragenstellplatz', 'Lagerraum 10 m²', 'Selfstorage Abteil', 'Coworking Flex Desk', 'Fixdesk Monatspass', 'Besprechungsraum 2 Std.'],
    },
    fr: {
      merchants: ['Foncia', 'Nexity', 'SCI Les Tilleuls', 'Agence Immobilière du Parc', 'Wojo', 'Morning Coworking', 'Kwerk', 'Homebox', 'Une Pièce en Plus', 'Shurgard'],
      items: ['Loyer bureau', 'Loyer local commercial', 'Loyer mensuel', 'Bail commercial 3-6-9', 'Charges locatives', 'Provision sur charges', 'Dépôt de garantie', "Avis d'échéance", 'Quittance de loyer', 'Frais de gestion locative', 'Place de parking', 'Box de stockage 5 m²', 'Garde-meubles', 'Poste de travail nomade', 'Bureau fermé coworking', 'Salle de réunion 1/2 journée', "Domiciliation d'entreprise"],
    },
    es: {
      merchants: ['Merlin Properties', 'Inmobiliaria Costa Sol S.L.', 'Gestión de Fincas Morales', 'Alquileres Comerciales Ortega S.A.', 'Utopicus', 'Aticco', 'Espacio Coworking Reforma', 'Bluespace', 'Minibodegas del Norte S.A. de C.V.'],
      items: ['Alquiler local comercial', 'Alquiler oficina', 'Mensualidad alquiler', 'Renta mensual', 'Recibo de arrendamiento', 'Fianza', 'Depósito en garantía', 'Gastos de comunidad', 'Plaza de garaje', 'Alquiler trastero', 'Minibodega 3x3', 'Guardamuebles', 'Puesto fijo coworking', 'Mesa flexible', 'Sala de reuniones', 'Domiciliación social'],
    },
    it: {
      merchants: ['Immobiliare Rossi S.r.l.', 'Amministrazione Condominiale Rizzo', 'Locazioni Commerciali Sartori S.r.l.', 'Centro Direzionale Le Torri', 'IGD SIIQ', 'Talent Garden', 'Copernico', 'Coworking Piazza Vittoria', 'Self Storage Lombardia'],
      items: ['Canone di locazione', 'Affitto ufficio', 'Affitto negozio', "Affitto d'azienda", 'Locazione capannone', 'Rata affitto', 'Spese condominiali', 'Deposito cauzionale', 'Posto auto coperto', 'Affitto box auto', 'Box self storage 6 m²', 'Magazzino in affitto', 'Postazione coworking', 'Desk fisso mensile', 'Sala riunioni', 'Domiciliazione sede legale'],
    },
    nl: {
      merchants: ['Vastgoedbeheer Van Leeuwen B.V.', 'Vesteda', 'Huurbeheer Dekker', 'Bedrijfsverzamelgebouw De Werf', 'Bedrijfsunits Claes', 'TSH Collab', 'B. Amsterdam', 'Seats2meet', 'Self Storage Noord B.V.'],
      items: ['Huur kantoorruimte', 'Huur bedrijfsruimte', 'Winkelhuur', 'Maandhuur', 'Huurtermijn', 'Indexatie huur', 'Servicekosten', 'Voorschot servicekosten', 'Waarborgsom', 'Parkeerplaats huur', 'Bedrijfsunit', 'Opslagbox 6 m²', 'Flexplek', 'Vaste werkplek', 'Vergaderruimte', 'Vestigingsadres'],
    },
    pt: {
      merchants: ['Imobiliária Santos Lda', 'Condomínio Edifício Central', 'Administradora Predial Barbosa', 'LACS', 'Second Home Lisboa', 'Porto i/o', 'Nex Coworking', 'GoodStorage', 'Arrecadação Fácil Lda'],
      items: ['Renda escritório', 'Renda loja', 'Recibo de renda', 'Aluguel sala comercial', 'Aluguel mensal', 'Caução', 'Despesas de condomínio', 'Taxa de condomínio', 'Lugar de estacionamento', 'Vaga de garagem', 'Box de armazenamento 5 m²', 'Guarda-móveis', 'Posto de trabalho coworking', 'Mesa fixa', 'Sala de reuniões', 'Sede / domiciliação'],
    },
  },
  Insurance: {
    de: {
      merchants: ['Allianz', 'HUK-Coburg', 'ERGO', 'DEVK', 'R+V Versicherung', 'Debeka', 'Die Mobiliar', 'Uniqa', 'Techniker Krankenkasse', 'Versicherungsbüro Klein'],
      items: ['Versicherungsbeitrag', 'Kfz-Haftpflicht', 'Vollkasko', 'Teilkasko', 'Betriebshaftpflicht', 'Berufshaftpflicht', 'Inhaltsversicherung', 'Elektronikversicherung', 'Gebäudeversicherung', 'Rechtsschutzversicherung', 'Krankenversicherung Beitrag', 'Zahnzusatzversicherung', 'Lebensversicherung', 'Unfallversicherung', 'Selbstbeteiligung', 'Ratenzuschlag', 'Versicherungssteuer 19%'],
    },
    fr: {
      merchants: ['AXA', 'MAIF', 'MACIF', 'Groupama', 'Matmut', 'GMF', 'Harmonie Mutuelle', 'AG Insurance', 'Ethias', "Cabinet d'Assurances Perrin"],
      items: ['Cotisation', "Prime d'assurance", 'Assurance auto tous risques', 'Responsabilité civile professionnelle', 'Multirisque professionnelle', 'Assurance décennale', 'Assurance bris de machine', 'Assurance habitation', 'Complémentaire santé', 'Mutuelle', 'Prévoyance', 'Protection juridique', 'Franchise', 'Échéance annuelle', 'Avenant au contrat', 'Frais de fractionnement'],
    },
    es: {
      merchants: ['Mapfre', 'Mutua Madrileña', 'Línea Directa', 'Santalucía', 'Sanitas', 'Adeslas', 'DKV Seguros', 'Seguros SURA', 'Quálitas', 'GNP Seguros'],
      items: ['Prima de seguro', 'Recibo póliza', 'Seguro de coche a terceros', 'Todo riesgo con franquicia', 'Responsabilidad civil', 'Seguro multirriesgo comercio', 'Seguro de hogar', 'Seguro de salud', 'Gastos médicos mayores', 'Seguro dental', 'Seguro de vida', 'Seguro de accidentes', 'Franquicia', 'Renovación de póliza', 'Cuota mensual póliza', 'Recargo de fraccionamiento'],
    },
    it: {
      merchants: ['Assicurazioni Generali', 'UnipolSai', 'Reale Mutua', 'Cattolica Assicurazioni', 'Poste Assicura', 'Vittoria Assicurazioni', 'Sara Assicurazioni', 'Genertel', 'Helvetia', 'Agenzia Assicurativa Bellini'],
      items: ['Premio assicurativo', 'Polizza RC auto', 'Kasko', 'Furto e incendio', 'Garanzia cristalli', 'RC professionale', 'Polizza multirischi attività', 'Polizza casa', 'Assicurazione sanitaria', 'Polizza vita', 'Infortuni', 'Tutela legale', 'Franchigia', 'Rinnovo polizza', 'Quietanza', 'Rata semestrale'],
    },
    nl: {
      merchants: ['Centraal Beheer', 'Nationale-Nederlanden', 'Interpolis', 'FBTO', 'a.s.r.', 'Univé', 'Zilveren Kruis', 'CZ Zorgverzekeringen', 'Baloise', 'Verzekeringskantoor Hermans'],
      items: ['Premie', 'Maandpremie', 'Autoverzekering WA', 'Allrisk', 'Beperkt casco', 'Bedrijfsaansprakelijkheid', 'Beroepsaansprakelijkheid', 'Inventarisverzekering', 'Rechtsbijstandverzekering', 'Zorgverzekering basis', 'Aanvullende verzekering', 'Tandartsverzekering', 'Levensverzekering', 'Eigen risico', 'Assurantiebelasting', 'Polis verlenging'],
    },
    pt: {
      merchants: ['Fidelidade', 'Tranquilidade', 'Ageas Seguros', 'Ok! teleseguro', 'Médis', 'Porto Seguro', 'SulAmérica', 'Bradesco Seguros', 'Unimed', 'Corretora de Seguros Nunes'],
      items: ['Prémio de seguro', 'Apólice automóvel', 'Danos próprios', 'Responsabilidade civil', 'Seguro multirriscos', 'Seguro empresarial', 'Seguro residencial', 'Acidentes de trabalho', 'Seguro de saúde', 'Plano de saúde', 'Seguro de vida', 'Proteção jurídica', 'Franquia', 'Renovação da apólice', 'Fracionamento mensal', 'Parcela do seguro'],
    },
  },
  Other: {
    de: {
      merchants: ['Sparkasse', 'Deutsche Bank', 'PostFinance', 'Bürgeramt', 'Bußgeldstelle', 'IHK', 'Deutsches Rotes Kreuz', 'Apotheke am Markt', 'Eventim', 'Blumenhaus Lehmann'],
      items: ['Kontoführungsgebühr', 'Überweisungsgebühr', 'Gebühr Auslandsüberweisung', 'Verwarnungsgeld', 'Bußgeldbescheid', 'Verwaltungsgebühr', 'Führungszeugnis', 'Gewerbeanmeldung', 'IHK-Beitrag', 'Mitgliedsbeitrag', 'Spende', 'Eintrittskarte', 'Vorverkaufsgebühr', 'Rezeptgebühr', 'Ibuprofen 400mg', 'Blumenstrauß', 'Glückwunschkarte', 'Gutschein'],
    },
    fr: {
      merchants: ['Crédit Agricole', 'BNP Paribas', 'Belfius', 'ANTAI', 'Mairie de Lyon', 'CCI Paris Île-de-France', 'Croix-Rouge française', 'Les Restos du Cœur', 'Pharmacie du Centre', 'Interflora'],
      items: ['Frais de tenue de compte', 'Commission virement', 'Cotisation carte', 'Agios', 'Amende forfaitaire', 'Timbre fiscal', 'Extrait Kbis', 'Cotisation annuelle', 'Adhésion association', 'Don', "Billet d'entrée", 'Place de concert', 'Ordonnance', 'Doliprane 1000mg', 'Bouquet de fleurs', 'Carte de vœux', 'Chèque cadeau'],
    },
    es: {
      merchants: ['Banco Santander', 'BBVA', 'CaixaBank', 'Ayuntamiento de Madrid', 'Cámara de Comercio de Valencia', 'Cruz Roja', 'Cáritas', 'Farmacia Lda. García', 'Farmacias Similares', 'Entradas.com'],
      items: ['Comisión de mantenimiento', 'Comisión por transferencia', 'Comisión por retiro', 'Cuota tarjeta', 'Multa', 'Sanción', 'Tasa administrativa', 'Certificado de empadronamiento', 'Licencia de apertura', 'Cuota socio', 'Donativo', 'Entrada general', 'Entrada concierto', 'Receta médica', 'Ibuprofeno 600mg', 'Paracetamol 1g', 'Ramo de flores', 'Tarjeta de felicitación', 'Tarjeta regalo'],
    },
    it: {
      merchants: ['Intesa Sanpaolo', 'UniCredit', 'Agenzia delle Entrate', 'Comune di Milano', 'Camera di Commercio di Roma', 'Croce Rossa Italiana', 'Caritas Ambrosiana', 'Farmacia San Giorgio', 'TicketOne', 'Fioreria Le Rose'],
      items: ['Canone conto corrente', 'Commissione bonifico', 'Imposta di bollo', 'Marca da bollo €16', 'Diritti di segreteria', 'Certificato anagrafico', 'Diritto annuale CCIAA', 'Contravvenzione', 'Sanzione amministrativa', 'Quota associativa', 'Donazione', 'Biglietto ingresso', 'Biglietto concerto', 'Ticket sanitario', 'Tachipirina 1000mg', 'Farmaco da banco', 'Mazzo di fiori', "Biglietto d'auguri", 'Buono regalo'],
    },
    nl: {
      merchants: ['ING', 'Rabobank', 'ABN AMRO', 'KBC', 'Gemeente Utrecht', 'CJIB', 'Kamer van Koophandel', 'Rode Kruis', 'Apotheek De Linde', 'Fleurop'],
      items: ['Kosten betaalrekening', 'Transactiekosten', 'Kosten betaalpas', 'Verkeersboete', 'Administratiekosten CJIB', 'Leges paspoort', 'Uittreksel KvK', 'Contributie', 'Donatie', 'Toegangskaartje', 'Concertticket', 'Museumkaart', 'Receptkosten', 'Paracetamol 500mg', 'Boeket bloemen', 'Wenskaart', 'Cadeaubon'],
    },
    pt: {
      merchants: ['Caixa Geral de Depósitos', 'Millennium bcp', 'Itaú', 'Banco do Brasil', 'Câmara Municipal do Porto', 'Loja do Cidadão', 'Cruz Vermelha Portuguesa', 'Farmácia Central', 'Drogasil', 'Ticketline'],
      items: ['Comissão de manutenção de conta', 'Comissão transferência', 'Tarifa bancária', 'Anuidade cartão', 'Coima', 'Multa de trânsito', 'Emolumentos', 'Taxa municipal', 'Certidão permanente', 'Cartão de Cidadão', 'Quota de sócio', 'Doação', 'Bilhete de entrada', 'Ingresso', 'Receita médica', 'Ben-u-ron 1g', 'Dipirona 500mg', 'Arranjo de flores', 'Vale-presente'],
    },
  },
};
