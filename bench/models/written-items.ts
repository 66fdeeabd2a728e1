// Invoice lines written by hand the way supplier and service invoices print them, in German,
// French, Spanish and English (Italian, Dutch and Portuguese: written-items-more.ts), with the cost
// category each belongs to. Unlike the generated corpus (data/labels), nothing is trained on them:
// they check that the cost model reads real foreign-language lines, compounds included, and not
// only the corpus's word-by-word translations. bench/models/run.ts reports them per language.
import type { CostCategory } from '../../engine/categorize/categories.js';
import { WRITTEN_IT, WRITTEN_NL, WRITTEN_PT } from './written-items-more.js';

type WrittenLine = readonly [text: string, label: CostCategory];

export const WRITTEN_DE: WrittenLine[] = [
  ['Vollkornbrot', 'food_cost'], ['Weizenmehl Type 405', 'food_cost'], ['Rinderhackfleisch 5kg', 'food_cost'], ['Schweinenacken ohne Knochen', 'food_cost'],
  ['Putenbrustfilet', 'food_cost'], ['Rapsöl 10L', 'food_cost'], ['Sonnenblumenöl', 'food_cost'], ['Schlagsahne 30%', 'food_cost'], ['Frischkäse Natur', 'food_cost'],
  ['Emmentaler gerieben', 'food_cost'], ['Räucherlachs', 'food_cost'], ['Kartoffelsalat', 'food_cost'], ['Tomatenmark', 'food_cost'], ['Gemüsebrühe', 'food_cost'],
  ['Apfelsaft naturtrüb', 'beverage_cost'], ['Mineralwasser still 12x1L', 'beverage_cost'], ['Orangensaft', 'beverage_cost'], ['Kaffeebohnen Crema 1kg', 'beverage_cost'],
  ['Pfefferminztee', 'beverage_cost'], ['Weißwein trocken', 'alcohol_cost'], ['Rotwein Merlot', 'alcohol_cost'], ['Weizenbier 20x0,5', 'alcohol_cost'], ['Pilsener Fass 30L', 'alcohol_cost'],
  ['Kaffeebecher 300ml', 'paper_cost'], ['Servietten 33x33 weiß', 'paper_cost'], ['Toilettenpapier 3-lagig', 'paper_cost'], ['Alufolie 30cm', 'paper_cost'], ['Frischhaltefolie', 'paper_cost'],
  ['Müllbeutel 120L', 'paper_cost'], ['Pizzakarton 32cm', 'paper_cost'], ['Handtuchrollen', 'paper_cost'],
  ['Spülmittel 5L', 'cleaning_cost'], ['Glasreiniger', 'cleaning_cost'], ['Backofenreiniger', 'cleaning_cost'], ['Desinfektionsmittel', 'cleaning_cost'], ['Klarspüler', 'cleaning_cost'], ['Fußbodenreiniger', 'cleaning_cost'],
  ['Schneidebrett rot', 'smallwares'], ['Kochmesser 20cm', 'smallwares'], ['Bratpfanne 28cm', 'smallwares'], ['Suppenteller', 'smallwares'], ['Weingläser 6 Stück', 'smallwares'], ['Schöpfkelle', 'smallwares'],
  ['Kühlschrank Edelstahl', 'equipment'], ['Kombidämpfer', 'equipment'], ['Spülmaschine Haube', 'equipment'], ['Eiswürfelbereiter', 'equipment'],
  ['Stromabschlag November', 'utilities'], ['Wasserrechnung', 'utilities'], ['Müllentsorgung', 'utilities'],
  ['Ladenmiete Dezember', 'rent'], ['Geschäftsraummiete', 'rent'],
  ['Kochjacke weiß', 'linen_uniform'], ['Geschirrtücher Mietservice', 'linen_uniform'], ['Tischwäsche Reinigung', 'linen_uniform'],
  ['Reparatur Kühlzelle', 'repairs_maintenance'], ['Wartung Dunstabzugshaube', 'repairs_maintenance'], ['Kundendienst Anfahrt', 'repairs_maintenance'],
  ['Steuerberatungskosten', 'professional_services'], ['Rechtsanwaltskosten', 'professional_services'],
  ['Betriebshaftpflicht', 'insurance'], ['Inhaltsversicherung', 'insurance'],
  ['Frachtkosten', 'freight_delivery'], ['Versandpauschale', 'freight_delivery'],
  ['Aushilfskraft Service', 'labor'], ['Zeitarbeit Koch Stunden', 'labor'],
  ['Kassensoftware Lizenz', 'technology'], ['Druckerpatrone', 'technology'],
  ['Werbeflyer Druck', 'marketing'], ['Speisekarten Druck', 'marketing'],
  ['Einweghandschuhe Nitril', 'supply_cost'], ['Kugelschreiber', 'supply_cost'],
];
export const WRITTEN_FR: WrittenLine[] = [
  ['Filet de poulet frais', 'food_cost'], ['Farine de blé T55 25kg', 'food_cost'], ['Steak haché 15% MG', 'food_cost'], ['Crème fraîche épaisse', 'food_cost'], ['Beurre doux 250g', 'food_cost'],
  ['Pommes de terre grenaille', 'food_cost'], ['Saumon fumé tranché', 'food_cost'], ['Huile de tournesol 5L', 'food_cost'], ['Emmental râpé', 'food_cost'], ['Oignons jaunes 10kg', 'food_cost'],
  ['Jus d orange 1L', 'beverage_cost'], ['Eau minérale plate 50cl', 'beverage_cost'], ['Café en grains 1kg', 'beverage_cost'], ['Sirop de menthe', 'beverage_cost'], ['Limonade artisanale', 'beverage_cost'],
  ['Vin rouge Bordeaux 75cl', 'alcohol_cost'], ['Bière pression fût 30L', 'alcohol_cost'], ['Pastis 1L', 'alcohol_cost'], ['Champagne brut', 'alcohol_cost'],
  ['Gobelets carton 20cl', 'paper_cost'], ['Serviettes papier 2 plis', 'paper_cost'], ['Papier aluminium 30m', 'paper_cost'], ['Film étirable alimentaire', 'paper_cost'], ['Sacs poubelle 110L', 'paper_cost'], ['Boîtes pizza 33cm', 'paper_cost'],
  ['Liquide vaisselle 5L', 'cleaning_cost'], ['Nettoyant vitres', 'cleaning_cost'], ['Dégraissant four', 'cleaning_cost'], ['Eau de javel', 'cleaning_cost'], ['Produit rinçage lave-vaisselle', 'cleaning_cost'],
  ['Planche à découper', 'smallwares'], ['Couteau de chef 20cm', 'smallwares'], ['Poêle antiadhésive 28cm', 'smallwares'], ['Assiettes plates porcelaine', 'smallwares'], ['Verres à vin', 'smallwares'], ['Louche inox', 'smallwares'],
  ['Réfrigérateur inox 2 portes', 'equipment'], ['Four mixte', 'equipment'], ['Machine à glaçons', 'equipment'], ['Friteuse électrique', 'equipment'],
  ['Facture électricité novembre', 'utilities'], ['Abonnement internet fibre', 'utilities'], ['Enlèvement des déchets', 'utilities'],
  ['Loyer local commercial', 'rent'], ['Charges locatives', 'rent'],
  ['Location de linge', 'linen_uniform'], ['Veste de cuisine', 'linen_uniform'], ['Tabliers', 'linen_uniform'],
  ['Réparation chambre froide', 'repairs_maintenance'], ['Entretien hotte aspirante', 'repairs_maintenance'], ['Déplacement technicien', 'repairs_maintenance'],
  ['Honoraires expert comptable', 'professional_services'], ['Honoraires avocat', 'professional_services'],
  ['Assurance multirisque', 'insurance'], ['Prime responsabilité civile', 'insurance'],
  ['Frais de port', 'freight_delivery'], ['Frais de livraison', 'freight_delivery'],
  ['Personnel intérimaire cuisine', 'labor'], ['Extra serveur heures', 'labor'],
  ['Logiciel de caisse abonnement', 'technology'], ['Cartouche imprimante', 'technology'],
  ['Impression de flyers', 'marketing'], ['Publicité en ligne', 'marketing'],
  ['Gants nitrile', 'supply_cost'], ['Stylos bille', 'supply_cost'],
];
export const WRITTEN_ES: WrittenLine[] = [
  ['Pechuga de pollo fresca', 'food_cost'], ['Harina de trigo 25kg', 'food_cost'], ['Carne picada de ternera', 'food_cost'], ['Nata para montar', 'food_cost'], ['Mantequilla sin sal', 'food_cost'],
  ['Patatas 10kg', 'food_cost'], ['Salmón ahumado', 'food_cost'], ['Aceite de oliva virgen extra 5L', 'food_cost'], ['Queso manchego curado', 'food_cost'], ['Cebollas 5kg', 'food_cost'],
  ['Zumo de naranja 1L', 'beverage_cost'], ['Agua mineral sin gas', 'beverage_cost'], ['Café en grano 1kg', 'beverage_cost'], ['Refresco de cola lata', 'beverage_cost'], ['Infusión manzanilla', 'beverage_cost'],
  ['Vino tinto Rioja crianza', 'alcohol_cost'], ['Cerveza barril 30L', 'alcohol_cost'], ['Ginebra 70cl', 'alcohol_cost'], ['Cava brut', 'alcohol_cost'],
  ['Vasos de papel 200ml', 'paper_cost'], ['Servilletas de papel', 'paper_cost'], ['Papel de aluminio', 'paper_cost'], ['Film transparente', 'paper_cost'], ['Bolsas de basura 100L', 'paper_cost'], ['Cajas de pizza', 'paper_cost'],
  ['Lavavajillas líquido 5L', 'cleaning_cost'], ['Limpiacristales', 'cleaning_cost'], ['Desengrasante', 'cleaning_cost'], ['Lejía 5L', 'cleaning_cost'], ['Abrillantador', 'cleaning_cost'],
  ['Tabla de cortar', 'smallwares'], ['Cuchillo cebollero', 'smallwares'], ['Sartén antiadherente', 'smallwares'], ['Platos llanos', 'smallwares'], ['Copas de vino', 'smallwares'], ['Cucharón acero', 'smallwares'],
  ['Frigorífico industrial', 'equipment'], ['Horno de convección', 'equipment'], ['Máquina de hielo', 'equipment'], ['Freidora eléctrica', 'equipment'],
  ['Factura de luz', 'utilities'], ['Fibra óptica e internet', 'utilities'], ['Recogida de residuos', 'utilities'],
  ['Alquiler del local', 'rent'], ['Renta mensual', 'rent'],
  ['Lavandería mantelería', 'linen_uniform'], ['Chaquetilla de cocina', 'linen_uniform'], ['Delantales', 'linen_uniform'],
  ['Reparación cámara frigorífica', 'repairs_maintenance'], ['Mantenimiento campana extractora', 'repairs_maintenance'], ['Desplazamiento técnico', 'repairs_maintenance'],
  ['Asesoría fiscal', 'professional_services'], ['Honorarios abogado', 'professional_services'],
  ['Seguro multirriesgo', 'insurance'], ['Póliza responsabilidad civil', 'insurance'],
  ['Portes', 'freight_delivery'], ['Gastos de envío', 'freight_delivery'],
  ['Personal eventual cocina', 'labor'], ['Camarero extra horas', 'labor'],
  ['Software TPV suscripción', 'technology'], ['Cartucho de tinta impresora', 'technology'],
  ['Impresión de folletos', 'marketing'], ['Publicidad en redes', 'marketing'],
  ['Guantes de nitrilo', 'supply_cost'], ['Bolígrafos', 'supply_cost'],
];
export const WRITTEN_EN: WrittenLine[] = [
  ['CHKN BRST BNLS SKNLS 4/10#', 'food_cost'], ['Beef brisket choice', 'food_cost'], ['Ahi tuna loin', 'food_cost'], ['Romaine hearts 12ct', 'food_cost'], ['Heavy cream 36%', 'food_cost'],
  ['Flour all purpose 50 lb', 'food_cost'], ['Canola oil 35 lb', 'food_cost'], ['Mozzarella shredded', 'food_cost'], ['Bread sourdough loaf', 'food_cost'], ['Pork shoulder bone-in', 'food_cost'],
  ['Coca-Cola syrup 5 gal BIB', 'beverage_cost'], ['Orange juice 100%', 'beverage_cost'], ['Coffee beans espresso roast', 'beverage_cost'], ['Spring water 24/16.9oz', 'beverage_cost'], ['Green tea bags', 'beverage_cost'],
  ['Cabernet Sauvignon 750ml', 'alcohol_cost'], ['IPA 1/2 BBL keg', 'alcohol_cost'], ['Tito s vodka 1.75L', 'alcohol_cost'], ['Prosecco', 'alcohol_cost'],
  ['Cup hot 12oz 1000ct', 'paper_cost'], ['Napkins dinner 2-ply', 'paper_cost'], ['Aluminum foil roll 18in', 'paper_cost'], ['Plastic wrap 18in', 'paper_cost'], ['Trash can liners 55 gal', 'paper_cost'], ['Pizza boxes 16in', 'paper_cost'],
  ['Dish detergent 5 gal', 'cleaning_cost'], ['Glass cleaner', 'cleaning_cost'], ['Oven degreaser', 'cleaning_cost'], ['Bleach 6/1 gal', 'cleaning_cost'], ['Rinse aid', 'cleaning_cost'],
  ['Cutting board red', 'smallwares'], ['Chef knife 10in', 'smallwares'], ['Saute pan 10in', 'smallwares'], ['Dinner plates china', 'smallwares'], ['Wine glasses', 'smallwares'], ['Ladle 8oz', 'smallwares'],
  ['Reach-in refrigerator 2 door', 'equipment'], ['Combi oven', 'equipment'], ['Ice machine', 'equipment'], ['Deep fryer 40 lb', 'equipment'],
  ['Electric service November', 'utilities'], ['Internet service', 'utilities'], ['Waste removal', 'utilities'],
  ['Monthly base rent', 'rent'], ['CAM charges', 'rent'],
  ['Linen service', 'linen_uniform'], ['Chef coats', 'linen_uniform'], ['Aprons', 'linen_uniform'],
  ['Walk-in cooler repair', 'repairs_maintenance'], ['Hood cleaning', 'repairs_maintenance'], ['Service call trip charge', 'repairs_maintenance'],
  ['Bookkeeping services', 'professional_services'], ['Legal fees', 'professional_services'],
  ['General liability premium', 'insurance'], ['Workers comp insurance', 'insurance'],
  ['Fuel surcharge', 'freight_delivery'], ['Delivery charge', 'freight_delivery'],
  ['Temp staffing line cook', 'labor'], ['Dishwasher hours', 'labor'],
  ['POS software subscription', 'technology'], ['Printer ink cartridge', 'technology'],
  ['Flyer printing', 'marketing'], ['Facebook ads', 'marketing'],
  ['Nitrile gloves', 'supply_cost'], ['Ballpoint pens', 'supply_cost'],
];

export const WRITTEN_LINES: Readonly<Record<string, readonly WrittenLine[]>> = {
  de: WRITTEN_DE, fr: WRITTEN_FR, es: WRITTEN_ES, it: WRITTEN_IT, nl: WRITTEN_NL, pt: WRITTEN_PT, en: WRITTEN_EN,
};
