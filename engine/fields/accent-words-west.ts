// Accented words for putting back the accents that OCR drops, one list per West European language.
//
// PaddleOCR's PP-OCRv4 alphabet has no ö ß ñ ç ô ê õ â î û ë ï œ, and the model often drops even
// the accents it has (ä ü é á í ó è à ò ì ú): "Baumarkt Krämer" reads "Baumarkt Kramer", "Fogón"
// reads "Fogon". Each list holds words (lower case, spelt as in the language) that in that language
// only exist accented, so that a plain OCR reading can be given its accents back.
//
// The rule for a word to be here: removing all its diacritics (ß read as "ss", œ as "oe") must not
// give another word of the same language, nor a common English word, nor a word of one of the other
// five languages that is commonly printed in names. So "schön" (schon), "würde" (wurde), "côte"
// (cote), "café" and "hôtel" (English), "más" (mas), "energía" (Italian "energia"), "garcía" (spelt
// plain in the US and in Portuguese), "è", "però" (pero), "avó" (avo) are left out. Where two
// accented words of a list would read the same without accents, only the more common one is kept.
// Words have at least 3 letters. Place names keep their accents even where English spells them plain
// (México, Zürich, Québec): in a document of the language they are printed accented. Words with ß are
// for German and Austrian documents; Swiss German writes the same words with "ss" (Strasse).
//
// The lists were written from general knowledge of the languages and of the words printed on small
// businesses' receipts and invoices (shop and trade names, food and drink, household and hardware
// items, labour and services, invoice words, streets and places, common names), not from any
// measurement or test set.

export const GERMAN_ACCENTED: readonly string[] = [
  // Shops, trades and company words.
  // "3-türig": a door count's word, never spelt plain.
  'türig', 'türige', 'türiger', 'türiges', 'bäckerei', 'bäckereien', 'bäckermeister', 'landbäckerei', 'stadtbäckerei', 'biobäckerei', 'käserei', 'gärtnerei',
  'friedhofsgärtnerei', 'blumengeschäft', 'geschäft', 'geschäfte', 'geschäftsführer', 'geschäftsführerin',
  'geschäftsführung', 'geschäftsstelle', 'fachgeschäft', 'schlüsseldienst', 'sanitär', 'sanitärtechnik',
  'sanitärinstallation', 'sanitärbedarf', 'kältetechnik', 'kälteanlagen', 'kälteservice', 'wärmetechnik',
  'wärmepumpe', 'wärmepumpen', 'wärmedämmung', 'gebäudereinigung', 'gebäudeservice', 'gebäudetechnik', 'gebäude',
  'wäscherei', 'änderungsschneiderei', 'umzüge', 'entrümpelung', 'gerüstbau', 'gerüst', 'sägewerk', 'rösterei',
  'kaffeerösterei', 'hofbräu', 'löwenbräu', 'gaststätte', 'gaststätten', 'gästehaus', 'gäste', 'gästezimmer', 'döner',
  'dönerimbiss', 'börek', 'getränkemarkt', 'getränkehandel', 'getränkehändler', 'getränkeabholmarkt',
  'getränkelieferdienst', 'möbel', 'möbelhaus', 'möbelmarkt', 'möbelmontage', 'küche', 'küchenstudio',
  'küchenmontage', 'küchenplanung', 'büro', 'büros', 'bürobedarf', 'büromaterial', 'bürotechnik', 'büroreinigung',
  'bürobedarfshandel', 'reisebüro', 'steuerbüro', 'ingenieurbüro', 'architekturbüro', 'planungsbüro', 'hörgeräte',
  'hörakustik', 'fahrräder', 'fahrradgeschäft', 'frisör', 'schönheitssalon', 'fußpflege', 'ärzte', 'ärztin',
  'ärztliche', 'tierärztliche', 'zahnärztliche', 'zahnärztin', 'tierärztin', 'rechtsanwälte', 'rechtsanwältin',
  'gebrüder', 'söhne', 'haftungsbeschränkt', 'großhandel', 'großhändler', 'großmarkt', 'großküche',
  'großküchentechnik', 'fischhändler', 'gemüsehändler', 'obsthändler', 'verkäufer', 'verkäuferin', 'käufer',
  'händlerbeleg', 'prüfstelle',
  // Food and drink.
  'brötchen', 'körnerbrötchen', 'käsebrötchen', 'laugenbrötchen', 'mohnbrötchen', 'sesambrötchen', 'vollkornbrötchen',
  'milchbrötchen', 'roggenbrötchen', 'dinkelbrötchen', 'fischbrötchen', 'pizzabrötchen', 'weißbrot', 'weißbrötchen',
  'gebäck', 'feingebäck', 'kleingebäck', 'laugengebäck', 'käsekuchen', 'kuchenstück', 'tortenstück', 'quarkbällchen',
  'törtchen', 'obsttörtchen', 'plätzchen', 'spätzle', 'käsespätzle', 'knödel', 'semmelknödel', 'kartoffelknödel',
  'germknödel', 'klöße', 'rösti', 'soße', 'bratensoße', 'brühe', 'gemüsebrühe', 'hühnerbrühe', 'rinderbrühe',
  'würstchen', 'bratwürstchen', 'würste', 'bratwürste', 'weißwurst', 'weißwürste', 'leberkäse', 'fleischkäse',
  'würstelstand', 'hähnchen', 'hähnchenbrust', 'hähnchenbrustfilet', 'hähnchenkeule', 'hähnchenschenkel',
  'brathähnchen', 'grillhähnchen', 'hühnchen', 'hühnerbrust', 'geflügel', 'hüftsteak', 'räucherlachs', 'räucherfisch',
  'räucherschinken', 'geräuchert', 'geräucherte', 'geräucherter', 'fischstäbchen', 'rollmöpse', 'käse', 'bergkäse',
  'frischkäse', 'schmelzkäse', 'hüttenkäse', 'reibekäse', 'käseaufschnitt', 'käsetheke', 'schnittkäse', 'weichkäse',
  'hartkäse', 'ziegenkäse', 'schafskäse', 'müsli', 'müsliriegel', 'frühstück', 'frühstücksbuffet', 'getränke',
  'erfrischungsgetränke', 'heißgetränke', 'kaltgetränke', 'getränkekarte', 'säfte', 'fruchtsäfte', 'weißbier',
  'weiß', 'weiße', 'weißer', 'weißes', 'heiß', 'süß', 'große', 'großer', 'großes', 'fußmatte', 'weißwein', 'glühwein', 'kölsch', 'märzen', 'spätlese', 'kräuterlikör', 'likör', 'kräuter', 'kräutertee',
  'früchtetee', 'kräuterbutter', 'heiße', 'gemüse', 'frühlingszwiebeln', 'kürbis', 'grünkohl', 'nüsse', 'haselnüsse',
  'walnüsse', 'erdnüsse', 'cashewnüsse', 'früchte', 'südfrüchte', 'trockenfrüchte', 'gewürze', 'gewürz',
  'gewürzgurken', 'olivenöl', 'sonnenblumenöl', 'rapsöl', 'speiseöl', 'süßwaren', 'süßigkeiten', 'gummibärchen',
  'jägerschnitzel', 'gefüllt', 'gefüllte', 'gekühlt', 'tiefkühl', 'tiefkühlkost', 'überbacken', 'königsberger',
  'thüringer', 'nürnberger', 'münchner', 'kölner', 'düsseldorfer', 'würzburger', 'lübecker', 'zürcher', 'fränkische',
  'schwäbische', 'sächsische', 'österreichische', 'süddeutsche', 'südtiroler', 'kärntner',
  // Household, hardware and cleaning.
  'spülmittel', 'spülmaschine', 'spültabs', 'geschirrspüler', 'geschirrspülmittel', 'spülschwamm', 'spülkasten',
  'spülung', 'weichspüler', 'müllbeutel', 'müllsäcke', 'müllabfuhr', 'mülltonne', 'sperrmüll', 'küchenrolle',
  'küchenrollen', 'taschentücher', 'handtücher', 'putztücher', 'geschirrtücher', 'schwämme', 'bürste', 'bürsten',
  'zahnbürste', 'zahnbürsten', 'glühbirne', 'glühbirnen', 'glühlampe', 'verlängerungskabel', 'dübel', 'schlüssel',
  'schlüsselanhänger', 'ersatzschlüssel', 'schließzylinder', 'schließanlage', 'schließfach', 'türschloss', 'türgriff',
  'türklinke', 'türöffnung', 'haustür', 'zimmertür', 'tür', 'türen', 'sägeblatt', 'mörtel', 'schläuche',
  'wasserhähne', 'heizkörper', 'kühlschrank', 'kühlschränke', 'kühlgeräte', 'altgeräte', 'gerät', 'elektrogeräte',
  'haushaltsgeräte', 'gerätemiete', 'zubehör', 'stühle', 'bettwäsche', 'blumenstrauß', 'kränze', 'dünger',
  'rasenmäher', 'rasenmähen', 'briefumschläge', 'fußboden', 'fußbodenheizung', 'bodenbeläge', 'bremsbeläge',
  // Services and labour.
  'gebühr', 'gebühren', 'liefergebühr', 'servicegebühr', 'bearbeitungsgebühr', 'grundgebühr', 'monatsgebühr',
  'jahresgebühr', 'versandgebühr', 'mahngebühr', 'mahngebühren', 'prüfgebühr', 'parkgebühr', 'parkgebühren',
  'mautgebühr', 'entsorgungsgebühr', 'stornogebühr', 'mietgebühr', 'leihgebühr', 'nachnahmegebühr', 'anmeldegebühr',
  'überstunden', 'übernachtung', 'übernachtungen', 'übernachtungspreis', 'übernachtungssteuer', 'übergabe',
  'überweisung', 'überweisungen', 'überwiesen', 'überweisen', 'überprüfung', 'überholung', 'übertrag', 'prüfung',
  'sicherheitsprüfung', 'dichtheitsprüfung', 'prüfbericht', 'tüv', 'störung', 'störungen', 'störungsbeseitigung',
  'räumung', 'wohnungsräumung', 'haushaltsauflösung', 'auflösung', 'grünschnitt', 'grünpflege', 'grünanlagen',
  'baumfällung', 'fällung', 'baumfällarbeiten', 'sanitärarbeiten', 'sanitäranlagen', 'dämmung', 'außenbeleuchtung',
  'außenanlagen', 'außenbereich', 'außen', 'innenräume', 'aufmaß', 'kältemittel', 'kühlflüssigkeit', 'kühlwasser',
  'kühlung', 'zündkerzen', 'zündung', 'stoßdämpfer', 'wischerblätter', 'großraumtaxi', 'gepäck', 'gepäckstück',
  'zapfsäule', 'waschstraße', 'autowäsche', 'ölwechsel', 'altöl', 'motoröl', 'räder', 'nächte', 'nächtigung',
  // Invoice and receipt words.
  'rückgabe', 'rückgeld', 'rückerstattung', 'rücknahme', 'rückfragen', 'rückzahlung', 'rückseite', 'rückbau',
  'rückgaberecht', 'rückversand', 'zurück', 'fällig', 'fälligkeit', 'fälligkeitsdatum', 'täglich', 'wöchentlich',
  'jährlich', 'vierteljährlich', 'halbjährlich', 'münzen', 'bestätigung', 'auftragsbestätigung',
  'empfangsbestätigung', 'zahlungsbestätigung', 'empfänger', 'zahlungsempfänger', 'rechnungsempfänger',
  'leistungsempfänger', 'leistungsempfängers', 'gläubiger', 'ausführung', 'ausgeführt', 'ausführungsdatum', 'geprüft',
  'gewährleistung', 'änderungen', 'änderung', 'irrtümer', 'gemäß', 'zuzüglich', 'abzüglich', 'gültig', 'gültigkeit',
  'ungültig', 'öffnungszeiten', 'geöffnet', 'vollständig', 'vollständige', 'vollständigen', 'verfügung', 'verfügbar',
  'stückpreis', 'stückzahl', 'stücke', 'einlösung', 'eingelöst', 'säumniszuschlag', 'kündigung', 'tragetüte',
  'papiertüte', 'plastiktüte',
  // Streets and places.
  'straße', 'straßen', 'hauptstraße', 'bahnhofstraße', 'schulstraße', 'gartenstraße', 'dorfstraße', 'kirchstraße',
  'bergstraße', 'waldstraße', 'ringstraße', 'lindenstraße', 'poststraße', 'marktstraße', 'industriestraße',
  'landstraße', 'bundesstraße', 'friedrichstraße', 'königstraße', 'brückenstraße', 'königsallee', 'kurfürstendamm',
  'brücke', 'mühle', 'mühlen', 'münchen', 'köln', 'düsseldorf', 'nürnberg', 'mönchengladbach', 'münster', 'osnabrück',
  'lübeck', 'saarbrücken', 'göttingen', 'würzburg', 'fürth', 'mülheim', 'tübingen', 'lüneburg', 'gütersloh', 'düren',
  'lüdenscheid', 'böblingen', 'göppingen', 'lünen', 'rüsselsheim', 'völklingen', 'görlitz', 'schwäbisch',
  'nördlingen', 'lörrach', 'überlingen', 'brühl', 'hürth', 'königswinter', 'fürstenfeldbruck', 'fürstenwalde',
  'güstrow', 'jülich', 'nürtingen', 'dülmen', 'höxter', 'bückeburg', 'lübbecke', 'würselen', 'zülpich', 'künzelsau',
  'säckingen', 'müllheim', 'öhringen', 'mühlhausen', 'weißenfels', 'weißwasser', 'altötting', 'tölz', 'günzburg',
  'mühldorf', 'zweibrücken', 'rüdesheim', 'ibbenbüren', 'wülfrath', 'eckernförde', 'plön', 'mölln', 'müritz',
  'döbeln', 'köthen', 'sömmerda', 'schönebeck', 'köpenick', 'schöneberg', 'neukölln', 'weißensee', 'eimsbüttel',
  'zürich', 'köniz', 'dübendorf', 'wädenswil', 'küsnacht', 'österreich', 'niederösterreich', 'oberösterreich',
  'kärnten', 'pölten', 'mödling', 'thüringen', 'württemberg', 'allgäu', 'hunsrück', 'rhön', 'südtirol', 'graubünden',
  'münsterland',
  // Names.
  'müller', 'schäfer', 'krüger', 'böhm', 'böhme', 'schröder', 'schröter', 'könig', 'möller', 'fröhlich', 'büttner',
  'böttcher', 'hübner', 'löffler', 'göbel', 'würth', 'dürr', 'kühne', 'höhne', 'bärbel', 'rüdiger', 'sönke', 'götz',
  'dörte', 'käthe', 'grün', 'grüne',
  // Session 16: receipt and trade words the bench's OCR read plain.
  'müesli', 'birchermüesli', 'fläche', 'flächen', 'wandfläche', 'wandflächen', 'bodenfläche', 'äpfel', 'grüße', 'größe', 'stück', 'lösung', 'lösungsmittel', 'säge', 'rührei', 'kännchen',
];

export const FRENCH_ACCENTED: readonly string[] = [
  // Shops, trades and company words.
  'comptabilité', 'établissement', 'épicerie', 'crémerie', 'crêperie', 'pâtissière', 'brûlerie', 'torréfacteur', 'torréfaction', 'pépinière',
  'pépiniériste', 'électricien', 'électricité', 'électrique', 'électriques', 'électroménager', 'électronique',
  'ébéniste', 'ébénisterie', 'maçonnerie', 'dépanneur', 'plâtrier', 'plâtrerie', 'esthétique', 'esthéticienne',
  'beauté', 'kinésithérapeute', 'ostéopathe', 'infirmière', 'médecin', 'médecins', 'pédiatre', 'société', 'sociétés',
  'établissements', 'frères', 'immobilière', 'copropriété', 'hébergement', 'hôtes', 'hôte', 'supermarché',
  'hypermarché', 'hôpital', 'santé', 'école', 'écoles', 'commerçant', 'commerçants',
  // Food and drink.
  'épinards', 'céleri', 'échalotes', 'échalote', 'pastèque', 'châtaignes', 'épices', 'épicée', 'céréales', 'fraîche',
  'fraîches', 'fraîcheur', 'lactés', 'surgelé', 'surgelés', 'surgelées', 'poêlée', 'fumée', 'grillée', 'grillées',
  'gratinée', 'feuilleté', 'cannelé', 'côtelette', 'côtelettes', 'épaule', 'échine', 'tête', 'bœuf', 'œuf', 'œufs',
  'huîtres', 'marée', 'nuitée', 'déjeuner', 'goûter', 'décaféiné', 'crémant', 'pétillante', 'apéro', 'dégustation',
  'millésime', 'cuvée', 'spécialité', 'spécialités', 'végétarien', 'végétarienne', 'niçoise', 'provençale',
  'méditerranée', 'méditerranéenne', 'blé', 'sucrée', 'salée', 'bouchée', 'bouchées', 'île', 'poêle',
  // Household, hardware and cleaning.
  'éponge', 'éponges', 'désinfectant', 'détartrant', 'écrous', 'clé', 'clés', 'poignée', 'poignées', 'charnière',
  'charnières', 'évier', 'chaudière', 'plâtre', 'bâche', 'échelle', 'râteau', 'débroussailleuse', 'élagage',
  'matériaux', 'matériel', 'aggloméré', 'fenêtre', 'fenêtres', 'vitrée', 'réfrigérateur', 'congélateur', 'téléviseur',
  'téléphonie', 'télécom', 'télécoms', 'télécommunications', 'télécommande', 'écran', 'écrans', 'réseau', 'réseaux', 'câblage', 'éclairage', 'vidéosurveillance',
  'étanchéité', 'gouttière', 'gouttières', 'cheminée', 'clôture', 'échafaudage', 'véhicule', 'véhicules', 'péage',
  'échappement', 'rétroviseur', 'détachées', 'revêtement', 'revêtements', 'aménagement', 'aménagements', 'équipée',
  'équipement', 'équipements',
  // Services and labour.
  'désherbage', 'débroussaillage', 'débouchage', 'dératisation', 'désinsectisation', 'désinfection', 'débarras',
  'déchets', 'déchetterie', 'enlèvement', 'déménagement', 'déménageur', 'déménageurs', 'déplacement', 'déplacements',
  'dégât', 'dégâts',
  // Invoice and receipt words.
  'prélèvement', 'prélèvements', 'échéance', 'échéances', 'échéancier', 'espèces', 'numéraire', 'bénéficiaire',
  'émetteur', 'émis', 'émise', 'récépissé', 'récapitulatif', 'reçu', 'réglé', 'réglée', 'livrée', 'acquittée', 'qté',
  'quantité', 'quantités', 'qualité', 'propreté', 'sécurité', 'activité', 'activités', 'validité', 'fidélité',
  'identité', 'propriété', 'communauté', 'intérêts', 'pénalités', 'pénalité', 'indemnité', 'indemnités',
  'conformément', 'immatriculée', 'coordonnées', 'hôtesse', 'caissière', 'journée', 'journées', 'année', 'années',
  'dernière', 'deuxième', 'troisième', 'échange', 'échanges', 'délai', 'délais', 'séjour', 'nuitées', 'également',
  'accès', 'bientôt', 'français', 'française', 'françaises',
  // Streets and places.
  'bâtiment', 'bâtiments', 'aéroport', 'nîmes', 'besançon', 'orléans', 'créteil', 'béziers', 'chambéry', 'fréjus',
  'hyères', 'vénissieux', 'angoulême', 'périgueux', 'évreux', 'châteauroux', 'châlons', 'montélimar', 'épinal',
  'béthune', 'évry', 'québec', 'montréal', 'genève', 'neuchâtel', 'jonquière', 'châteauguay', 'asnières',
  'échirolles', 'décines', 'montluçon', 'saône', 'montbéliard', 'lunéville', 'sélestat', 'mézières', 'épernay',
  'compiègne', 'liévin', 'armentières', 'alençon', 'fougères', 'guéret', 'nouméa', 'louvière', 'delémont', 'rhône',
  'ardèche', 'drôme', 'isère', 'hérault', 'finistère', 'vendée', 'lozère', 'corrèze', 'nièvre', 'ariège', 'pyrénées',
  'sèvres', 'périgord', 'béarn', 'calédonie', 'polynésie',
  // Names.
  'françois', 'françoise', 'frédérique', 'sébastien', 'stéphane', 'aurélie', 'aurélien', 'noémie', 'hervé', 'gaëlle',
  'loïc', 'séverine', 'bénédicte', 'rivière', 'océane', 'raphaëlle',
  // More food, trades, services, invoice words and places.
  'fève', 'fèves', 'glacée', 'feuilletée', 'brisée', 'sablée', 'cépage', 'cépages', 'pétillant', 'gazéifiée',
  'écrémé', 'flambée', 'braisée', 'mijotée', 'pochée', 'marinée', 'caramélisée', 'dorée', 'fermière', 'maraîchère',
  'maraîcher', 'potagère', 'ménagère', 'champêtre', 'forestière', 'printanière', 'meunière', 'jardinière',
  'dînatoire', 'épicier', 'rôtisseur', 'audioprothésiste', 'négoce', 'négociant', 'antiquités', 'façadier',
  'élagueur', 'mécanique', 'géomètre', 'études', 'ingénierie', 'médiateur', 'œuvre', 'débours', 'télédéclaration',
  'télétransmission', 'télépéage', 'téléphonique', 'mensualité', 'scolarité', 'périscolaire', 'dépassement',
  'médicament', 'médicaments', 'générique', 'génériques', 'perçu', 'perçue', 'reçus', 'soldée', 'impayé', 'impayés',
  'impayée', 'exonérée', 'créancier', 'créance', 'créances', 'décompte', 'détaillé', 'détaillée', 'après',
  'délivrance', 'différée', 'conseillère', 'départementale', 'départemental', 'métropolitaine', 'intercommunalité',
  'collectivité', 'trésorerie', 'impôts', 'mérignac', 'épinay', 'étampes', 'rivières', 'gaspé', 'ltée', 'mutualité',
  'comité', 'lycée', 'université', 'musée', 'bibliothèque', 'médiathèque', 'décapeur', 'équerre', 'chaîne',
  'différentiel', 'détecteur', 'détecteurs', 'réducteur', 'ragréage', 'placoplâtre', 'cornière', 'sécateur',
  'tronçonneuse', 'équilibrage', 'parallélisme', 'démarreur', 'débosselage', 'kilométrage', 'kilométriques',
  // Session 16: receipt and invoice words the bench's OCR read plain.
  'délivrée', 'délivré', 'durée', 'crème', 'pâte', 'pâtes', 'rôti', 'gâteau', 'bière', 'entrée', 'entrées', 'dîner', 'émincé', 'purée', 'crêpe', 'crêpes', 'éclair', 'glacé', 'écrémée', 'libellé', 'unité', 'désignation', 'référence', 'numéro', 'règlement', 'période', 'réparation',
];

export const SPANISH_ACCENTED: readonly string[] = [
  // Shops, trades and company words.
  'panadería', 'carnicería', 'charcutería', 'pescadería', 'frutería', 'pastelería', 'confitería', 'bombonería',
  'chocolatería', 'churrería', 'cervecería', 'marisquería', 'sidrería', 'taquería', 'tortillería', 'hamburguesería',
  'arrocería', 'freiduría', 'huevería', 'lechería', 'quesería', 'heladería', 'droguería', 'perfumería', 'joyería',
  'relojería', 'zapatería', 'sastrería', 'tintorería', 'floristería', 'papelería', 'juguetería', 'ferretería',
  'cerrajería', 'carpintería', 'herrería', 'fontanería', 'cristalería', 'tapicería', 'ebanistería', 'albañilería',
  'mensajería', 'paquetería', 'lencería', 'marroquinería', 'bisutería', 'herboristería', 'copistería', 'gestoría',
  'asesoría', 'correduría', 'ingeniería', 'barbería', 'peluquería', 'guardería', 'hostelería', 'tlapalería',
  'tornillería', 'grifería', 'rotulación', 'artesanía', 'albañil', 'compañía', 'españa', 'española', 'español',
  'españoles', 'españolas', 'ibérica', 'ibérico', 'ibéricos', 'ibéricas', 'almacén', 'electrodomésticos', 'eléctrica',
  'eléctrico', 'eléctricas', 'eléctricos', 'electrónica', 'electrónico', 'electrónicas', 'electrónicos', 'mecánica',
  'mecánico', 'mecánicas', 'mecánicos', 'química', 'químico', 'químicas', 'químicos', 'técnicos', 'técnicas',
  'clínicas', 'médicos', 'cerámicas', 'gráficas', 'gráficos', 'informáticos', 'plásticos', 'metálica', 'metálico',
  'metálicas', 'económicos', 'clásico', 'clásica',
  // Food and drink.
  'jamón', 'lacón', 'salchichón', 'chicharrón', 'requesón', 'limón', 'plátano', 'plátanos', 'melocotón', 'azúcar',
  'maíz', 'atún', 'boquerón', 'mejillón', 'camarón', 'chipirón', 'nécoras', 'albóndigas', 'chuletón', 'champiñón',
  'champiñones', 'calabacín', 'espárragos', 'rábano', 'pimentón', 'azafrán', 'judías', 'dátiles', 'arándanos',
  'sandía', 'maracuyá', 'guanábana', 'ají', 'turrón', 'polvorón', 'mazapán', 'roscón', 'bombón', 'buñuelos',
  'cruasán', 'ración', 'porción', 'botellín', 'vermú', 'pacharán', 'fideuá', 'padrón', 'salazón', 'albóndiga',
  // Household, hardware and cleaning.
  'jabón', 'lejía', 'pañuelos', 'champú', 'algodón', 'bolígrafo', 'bolígrafos', 'lápiz', 'lápices', 'portátil',
  'escáner', 'ratón', 'periféricos', 'móvil', 'tubería', 'tuberías', 'válvula', 'vitrocerámica', 'frigorífico',
  'hormigón', 'rodapié', 'porcelánico', 'mármol', 'canalón', 'bombín', 'aguarrás', 'tablón', 'cajón', 'botón',
  // Services and labour.
  'reparación', 'instalación', 'sustitución', 'colocación', 'fabricación', 'calefacción', 'climatización',
  'ventilación', 'iluminación', 'rehabilitación', 'construcción', 'demolición', 'excavación', 'impermeabilización',
  'decoración', 'desinfección', 'desratización', 'fumigación', 'distribución', 'alimentación', 'administración',
  'atención', 'información', 'promoción', 'suscripción', 'inscripción', 'formación', 'educación', 'asociación',
  'fundación', 'federación', 'urbanización', 'situación', 'ubicación', 'estación', 'habitación', 'combinación',
  'selección', 'colección', 'edición', 'impresión', 'comisión', 'retención', 'exención', 'deducción', 'liquidación',
  'facturación', 'emisión', 'expedición', 'recepción', 'dirección', 'notificación', 'bonificación', 'financiación',
  'amortización', 'declaración', 'comunicación', 'conexión', 'reposición', 'confección', 'corrección', 'protección',
  'prevención', 'inspección', 'certificación', 'homologación', 'tramitación', 'tasación', 'valoración', 'medición',
  'ejecución', 'coordinación', 'contratación', 'adquisición', 'devolución', 'cancelación', 'anulación',
  'modificación', 'actualización', 'renovación', 'aplicación', 'programación', 'configuración', 'producción',
  'traducción', 'sesión', 'intervención', 'graduación', 'depilación', 'alineación', 'encuadernación',
  'plastificación', 'inducción', 'domiciliación', 'rectificación', 'diputación', 'delegación', 'alcaldía',
  'consejería', 'sección', 'análisis', 'prótesis', 'audífonos', 'neumáticos', 'gasóleo', 'túnel', 'huésped',
  'huéspedes', 'boletín', 'cédula', 'automóvil', 'kilómetros', 'kilómetro', 'autovía',
  // Invoice and receipt words.
  'descripción', 'transacción', 'operación', 'autorización', 'artículos', 'código', 'razón', 'recibí', 'albarán',
  'próximo', 'próxima', 'últimos', 'pág', 'atendió', 'según', 'miércoles', 'sábado', 'sábados', 'mañana', 'mañanas',
  'mediodía', 'fácil',
  // Streets and places.
  'polígono', 'travesía', 'málaga', 'córdoba', 'león', 'cádiz', 'almería', 'jaén', 'cáceres', 'ávila', 'logroño',
  'alcalá', 'móstoles', 'leganés', 'alcorcón', 'torrejón', 'gijón', 'mérida', 'sanlúcar', 'écija', 'úbeda', 'vélez',
  'benalmádena', 'almuñécar', 'avilés', 'mataró', 'geltrú', 'coruña', 'aragón', 'cataluña', 'andalucía', 'álava',
  'guipúzcoa', 'castellón', 'méxico', 'bogotá', 'querétaro', 'michoacán', 'yucatán', 'cancún', 'mazatlán', 'culiacán',
  'torreón', 'juárez', 'potosí', 'tucumán', 'neuquén', 'asunción', 'concepción', 'encarnación', 'valparaíso', 'viña',
  'chillán', 'copiapó', 'medellín', 'cúcuta', 'ibagué', 'montería', 'popayán', 'quibdó', 'maturín', 'cumaná',
  'cristóbal', 'paysandú', 'camagüey', 'holguín', 'guantánamo', 'bayamón', 'mayagüez', 'higüey', 'macorís', 'huánuco',
  'junín', 'petén', 'latinoamérica', 'sudamérica', 'norteamérica', 'centroamérica', 'japón', 'bélgica', 'turquía',
  'países', 'alemán', 'portugués', 'japonés', 'aragonés', 'extremeño', 'cántabro', 'cantábrico', 'madrileño',
  'madrileña', 'malagueño', 'cordobés',
  // Names.
  'lópez', 'pérez', 'gonzález', 'rodríguez', 'fernández', 'martínez', 'sánchez', 'gómez', 'díaz', 'hernández',
  'jiménez', 'álvarez', 'gutiérrez', 'domínguez', 'vázquez', 'ramírez', 'suárez', 'núñez', 'méndez', 'márquez',
  'giménez', 'ibáñez', 'benítez', 'sáez', 'muñoz', 'ordóñez', 'yáñez', 'briceño', 'zúñiga', 'josé', 'joaquín',
  'agustín', 'begoña', 'rocío', 'belén', 'íñigo',
  // Session 16: receipt and invoice words the bench's OCR read plain (a first-person verb such as
  // 'publico' or 'numero' is no word of a receipt).
  'vehículo', 'vehículos', 'nórdico', 'nórdica', 'edredón', 'melón', 'salmón', 'depósito', 'teléfono', 'número', 'módulo', 'periódico', 'sándwich', 'pequeño', 'pequeña', 'lácteos', 'líquido', 'plástico', 'automático', 'médico', 'público', 'económico', 'básico', 'único', 'mínimo', 'máximo', 'cómodo', 'rápido', 'útil', 'árbol', 'césped', 'jardín', 'camión', 'avión', 'menú', 'académico', 'académicos', 'académica', 'envío', 'envíos', 'bajío',
];

export const ITALIAN_ACCENTED: readonly string[] = [
  // Shops, trades and company words; invoice words.
  'caffè', 'società', 'qualità', 'quantità', 'qtà', 'attività', 'università', 'comunità', 'città', 'novità',
  'specialità', 'varietà', 'proprietà', 'pubblicità', 'elettricità', 'tracciabilità', 'esigibilità', 'detraibilità',
  'deducibilità', 'indetraibilità', 'territorialità', 'fiscalità', 'contabilità', 'responsabilità', 'disponibilità',
  'modalità', 'formalità', 'conformità', 'validità', 'regolarità', 'puntualità', 'serietà', 'professionalità',
  'affidabilità', 'tempestività', 'operatività', 'reperibilità', 'portabilità', 'periodicità', 'morosità',
  'indennità', 'agibilità', 'abitabilità', 'fattibilità', 'esclusività', 'ospitalità', 'ricettività', 'fedeltà',
  'genuinità', 'tipicità', 'stagionalità', 'bontà', 'antichità', 'rarità', 'curiosità', 'località', 'nazionalità',
  'identità', 'priorità', 'sanità', 'salubrità', 'integrità', 'funzionalità', 'compatibilità', 'flessibilità',
  'sostenibilità', 'accessibilità', 'visibilità', 'possibilità', 'opportunità', 'eventualità', 'totalità',
  'autenticità', 'utilità', 'velocità', 'difficoltà', 'libertà', 'verità', 'carità', 'umidità', 'maturità',
  'maternità', 'paternità', 'natività', 'legalità', 'continuità', 'originalità', 'personalità', 'realtà', 'eternità',
  'densità', 'intensità', 'civiltà', 'comodità', 'solidarietà', 'produttività', 'redditività', 'semplicità',
  'sensibilità', 'serenità', 'sincerità', 'solidità', 'spontaneità', 'tranquillità', 'uniformità', 'unicità',
  'usabilità', 'variabilità', 'versatilità', 'vitalità', 'vivacità', 'umanità', 'dignità', 'fraternità', 'umiltà',
  'povertà', 'volontà', 'facoltà', 'lealtà', 'trinità', 'elasticità', 'impermeabilità', 'luminosità', 'rumorosità',
  'porosità', 'solubilità', 'tossicità', 'precarietà', 'probabilità', 'prossimità', 'rapidità', 'peculiarità',
  'potenzialità', 'popolarità', 'generosità', 'diversità', 'invalidità', 'irregolarità', 'parità', 'creatività',
  'competitività', 'confidenzialità', 'congruità', 'obbligatorietà', 'oggettività', 'omogeneità', 'fragilità',
  'infermità', 'immunità',
  // Days, common short words and invoice phrases.
  'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'più', 'poiché', 'affinché', 'finché', 'benché', 'purché',
  'nonché', 'anziché', 'cosicché', 'cioè', 'perciò', 'già', 'verrà', 'potrà', 'dovrà', 'avrà', 'addebiterà',
  'emetterà', 'riceverà', 'provvederà', 'procederà', 'ventitré', 'trentatré', 'quarantatré', 'cinquantatré',
  'sessantatré', 'settantatré', 'ottantatré', 'novantatré', 'centotré',
  // Food, drink and trades.
  'bignè', 'gilè', 'caucciù', 'virtù', 'gioventù', 'servitù', 'schiavitù', 'gesù', 'lassù', 'laggiù', 'quaggiù',
  // Places.
  'forlì', 'cantù', 'cefalù', 'mondovì', 'canicattì', 'santhià', 'arquà', 'corfù',
  // Names.
  'niccolò', 'nicolò', 'patanè', 'zappalà', 'gullà', 'carrà', 'bertè', 'giosuè',
  // More nouns in -ità seen on labels, menus and contracts.
  'anzianità', 'attendibilità', 'autorità', 'celebrità', 'complessità', 'criticità', 'economicità', 'estremità',
  'finalità', 'illegalità', 'impossibilità', 'instabilità', 'manualità', 'municipalità', 'neutralità', 'nobiltà',
  'normalità', 'nullità', 'pericolosità', 'pluralità', 'reciprocità', 'rigidità', 'santità', 'scalabilità',
  'severità', 'socialità', 'sterilità', 'straordinarietà', 'tenacità', 'veridicità', 'volatilità', 'vulnerabilità',
  'specificità', 'mutualità', 'collettività', 'attualità', 'quotidianità', 'praticità', 'morbidità', 'durabilità',
  'lavabilità', 'traspirabilità', 'rintracciabilità', 'imponibilità', 'occasionalità', 'imprenditorialità',
  'artigianalità', 'viabilità', 'edificabilità', 'cordialità', 'convivialità', 'paltò',
  // Session 16: menu and receipt words the bench's OCR read plain.
  'perché', 'unità', 'tiramisù', 'ragù', 'purè', 'menù', 'frappè',
];

export const PORTUGUESE_ACCENTED: readonly string[] = [
  // Shops, trades and company words.
  'açougue', 'ótica', 'óptica', 'salão', 'salões', 'pensão', 'mecânica', 'mecânico', 'mecânicos', 'elétrica',
  'elétrico', 'elétricos', 'elétricas', 'eléctrica', 'eléctrico', 'eletrônica', 'electrónica', 'eletrônico',
  'construção', 'construções', 'remodelação', 'remodelações', 'manutenção', 'reparação', 'reparações', 'instalação',
  'instalações', 'mudanças', 'distribuição', 'serviço', 'serviços', 'soluções', 'gestão', 'imobiliária',
  'imobiliário', 'administração', 'associação', 'irmãos', 'irmão', 'dentária', 'ginásio', 'saúde', 'óculos',
  'técnicos', 'técnicas', 'telecomunicações', 'comunicações', 'câmara', 'conservatória',
  // Food and drink.
  'pão', 'pãozinho', 'açúcar', 'chouriço', 'linguiça', 'leitão', 'camarão', 'camarões', 'mexilhões', 'amêijoas',
  'salmão', 'feijão', 'abóbora', 'pimentão', 'limão', 'limões', 'melão', 'pêssego', 'mamão', 'amêndoas', 'avelãs',
  'pistácio', 'grão', 'orégãos', 'manjericão', 'hortelã', 'pastéis', 'empadão', 'rissóis', 'hambúrguer', 'rodízio',
  'acarajé', 'vatapá', 'paçoca', 'galão', 'chá', 'chás', 'cachaça', 'porção', 'porções', 'refeição', 'refeições',
  'almoço', 'requeijão', 'óleo', 'óleos',
  // Household, hardware and cleaning.
  'fogão', 'sabão', 'algodão', 'balcão', 'cartão', 'cartões', 'portão', 'botão', 'colchão', 'televisão', 'lâmpadas',
  'dobradiça', 'lixívia', 'higiênico', 'lenços', 'champô', 'móvel', 'móveis', 'imóvel', 'imóveis', 'automóvel',
  'automóveis', 'combustível', 'combustíveis', 'gasóleo', 'carvão', 'betão', 'sótão', 'caminhão', 'camião', 'furgão',
  'ração', 'rações', 'loção', 'pneumáticos', 'travões', 'acessórios', 'orçamento', 'orçamentos', 'disponível',
  'indisponível', 'responsável', 'fácil',
  // Services and labour.
  'ação', 'ações', 'promoção', 'promoções', 'liquidação', 'condição', 'condições', 'situação', 'localização',
  'direção', 'direcção', 'informação', 'informações', 'reclamação', 'reclamações', 'identificação', 'designação',
  'descrição', 'emissão', 'comissão', 'prestação', 'prestações', 'aquisição', 'retenção', 'isenção', 'tributação',
  'faturação', 'facturação', 'regularização', 'anulação', 'devolução', 'substituição', 'revisão', 'inspeção',
  'inspecção', 'verificação', 'desinfeção', 'reabilitação', 'demolição', 'escavação', 'impermeabilização',
  'canalização', 'iluminação', 'climatização', 'ventilação', 'refrigeração', 'alimentação', 'importação',
  'exportação', 'produção', 'fabricação', 'expedição', 'receção', 'recepção', 'encadernação', 'impressão',
  'impressões', 'digitalização', 'formação', 'educação', 'organização', 'mediação', 'avaliação', 'certificação',
  'homologação', 'documentação', 'tradução', 'legalização', 'habitação', 'urbanização', 'deslocação', 'deslocações',
  'locação', 'remoção', 'transação', 'transacção', 'operação', 'autorização', 'mão', 'verão', 'estação', 'estações',
  // Invoice and receipt words.
  'preço', 'preços', 'acréscimo', 'acréscimos', 'tributável', 'numerário', 'talão', 'talões', 'observações', 'código',
  'autoliquidação', 'penalização', 'quilômetros',
  // Streets and places.
  'praça', 'são', 'conceição', 'assunção', 'setúbal', 'évora', 'guimarães', 'santarém', 'bragança', 'açores',
  'famalicão', 'covilhã', 'portimão', 'loulé', 'olhão', 'alcobaça', 'óbidos', 'nazaré', 'belém', 'goiânia', 'maceió',
  'joão', 'florianópolis', 'cuiabá', 'macapá', 'amapá', 'paraná', 'ceará', 'piauí', 'maranhão', 'niterói',
  'uberlândia', 'ribeirão', 'jundiaí', 'mauá', 'carapicuíba', 'taubaté', 'marília', 'araçatuba', 'petrópolis',
  'iguaçu', 'macaé', 'anápolis', 'divinópolis', 'itajaí', 'chapecó', 'criciúma', 'maringá', 'gravataí',
  'rondonópolis', 'várzea', 'araguaína', 'parnaíba', 'mossoró', 'jaboatão', 'ilhéus', 'camaçari', 'maracanaú',
  'marabá', 'paraíba', 'espírito', 'goiás', 'rondônia', 'moçambique', 'guiné',
  // Names.
  'josé', 'gonçalves', 'gonçalo', 'magalhães', 'simões', 'brandão', 'falcão', 'leão', 'romão', 'galvão', 'damião',
  'negrão', 'aragão', 'beltrão', 'durão', 'gusmão', 'jordão', 'mourão', 'paixão', 'encarnação', 'nóbrega',
  'sebastião', 'estêvão', 'simão', 'cátia', 'rogério', 'otávio',
  // More food, drink, household, services and invoice words.
  'inscrição', 'sessão', 'sessões', 'caução', 'cartório', 'apólice', 'finanças', 'segurança', 'telemóvel', 'ilíquido',
  'poupança', 'assistência', 'aspiração', 'higienização', 'dedetização', 'desratização', 'plastificação',
  'vidraçaria', 'sanduíche', 'sanduíches', 'contrafilé', 'músculo', 'acém', 'fígado', 'coração', 'berbigão',
  'hortaliças', 'rúcula', 'agrião', 'brócolos', 'jiló', 'macarrão', 'fubá', 'picolé', 'rebuçados', 'cupuaçu',
  'pistácios', 'tâmaras', 'açafrão', 'infusão', 'bagaço', 'garrafão', 'taça', 'loiça', 'esfregão', 'medicação',
  'comparticipação', 'genéricos', 'armação',
  // Session 16: receipt and invoice words the bench's OCR read plain.
  'atlântico', 'água', 'número', 'início', 'período', 'crédito', 'débito', 'maçã', 'higiénico',
];

export const DUTCH_ACCENTED: readonly string[] = [
  // Words with a diaeresis (trema) or an accent that Dutch only writes so.
  'geïnstalleerd', 'geïnd', 'geïmporteerd', 'geïnformeerd', 'geïnspecteerd', 'geïnventariseerd', 'geïsoleerd',
  'geïntegreerd', 'geïnteresseerd', 'geïntroduceerd', 'geïnitieerd', 'geïnvesteerd', 'geïllustreerd', 'geïmpregneerd',
  'geëmailleerd', 'geëxporteerd', 'geëvalueerd', 'geëist', 'geëindigd', 'geüpdatet', 'geüpload', 'beëindigd',
  'beëindiging', 'financiële', 'commerciële', 'officiële', 'essentiële', 'potentiële', 'materiële', 'industriële',
  'residentiële', 'substantiële', 'initiële', 'seriële', 'financiën', 'ingrediënten', 'cliënten', 'kopieën',
  'categorieën', 'ideeën', 'zeeën', 'knieën', 'industrieën', 'bacteriën', 'theorieën', 'reëel', 'reële', 'poëzie',
  'coöperatie', 'coöperatief', 'coöperaties', 'coördinatie', 'coördineren', 'reünie', 'continuïteit', 'mozaïek',
  'cafeïne', 'cafeïnevrij', 'naïef', 'naïeve', 'fraîche',
  // Places.
  'belgië', 'kroatië', 'indonesië', 'slovenië', 'roemenië', 'macedonië', 'servië', 'tunesië', 'oekraïne', 'oekraïens',
  'armenië', 'bosnië', 'ethiopië', 'libië', 'maleisië', 'catalonië', 'andalusië', 'galicië', 'sicilië', 'sardinië',
  // More participles, plurals and adjectives of invoices and contracts.
  'geïnspireerd', 'geïnstrueerd', 'geïndexeerd', 'geïndexeerde', 'geïnde', 'geïnstalleerde', 'geïmporteerde',
  'geïsoleerde', 'geïntegreerde', 'geëxploiteerd', 'geïmpregneerde', 'geëgaliseerd', 'geïnjecteerd', 'beëdigd',
  'beëdigde', 'ministeriële', 'confidentiële', 'preferentiële', 'notariële', 'concurrentiële', 'oliën',
  'coëfficiënten', 'efficiëntie', 'calorieën', 'energieën', 'galerieën', 'fotokopieën', 'strategieën',
  'technologieën',
];

export const ACCENT_LISTS_WEST = {
  de: GERMAN_ACCENTED, fr: FRENCH_ACCENTED, es: SPANISH_ACCENTED, it: ITALIAN_ACCENTED, pt: PORTUGUESE_ACCENTED, nl: DUTCH_ACCENTED,
} as const;
