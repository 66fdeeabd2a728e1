// Word-level German / French / Spanish equivalents used to write invoice lines in those
// languages ("Hähnchenbrust", "poulet", "pollo"). Format per entry: english: de, fr, es.
// Whole-phrase service lines (rent, insurance, delivery) are listed separately because
// word-by-word translation of those reads wrong.
import type { CostCategory } from '../../engine/categorize/categories.js';

const WORDS = `
chicken:hähnchen,poulet,pollo|breast:brust,blanc,pechuga|boneless:ohne knochen,désossé,deshuesado|wings:flügel,ailes,alitas
thighs:schenkel,cuisses,muslos|turkey:pute,dinde,pavo|duck:ente,canard,pato|beef:rind,boeuf,res|ground:hack,haché,molida
steak:steak,steak,bistec|ribs:rippchen,côtes,costillas|pork:schwein,porc,cerdo|bacon:speck,lard,tocino|ham:schinken,jambon,jamón
sausage:wurst,saucisse,salchicha|lamb:lamm,agneau,cordero|salmon:lachs,saumon,salmón|shrimp:garnelen,crevettes,camarones
tuna:thunfisch,thon,atún|cod:kabeljau,cabillaud,bacalao|fish:fisch,poisson,pescado|crab:krabbe,crabe,cangrejo|fillet:filet,filet,filete
lettuce:salat,laitue,lechuga|tomatoes:tomaten,tomates,tomates|onions:zwiebeln,oignons,cebollas|potatoes:kartoffeln,pommes de terre,papas
lemons:zitronen,citrons,limones|limes:limetten,citrons verts,limas|garlic:knoblauch,ail,ajo|carrots:karotten,carottes,zanahorias
mushrooms:pilze,champignons,champiñones|spinach:spinat,épinards,espinacas|strawberries:erdbeeren,fraises,fresas|apples:äpfel,pommes,manzanas
oranges:orangen,oranges,naranjas|cabbage:kohl,chou,repollo|peppers:paprika,poivrons,pimientos|cucumbers:gurken,concombres,pepinos
milk:milch,lait,leche|cream:sahne,crème,crema|butter:butter,beurre,mantequilla|cheese:käse,fromage,queso|eggs:eier,oeufs,huevos
yogurt:joghurt,yaourt,yogur|bread:brot,pain,pan|rolls:brötchen,petits pains,panecillos|flour:mehl,farine,harina|sugar:zucker,sucre,azúcar
rice:reis,riz,arroz|pasta:nudeln,pâtes,pasta|oil:öl,huile,aceite|olive:oliven,olive,oliva|salt:salz,sel,sal|pepper:pfeffer,poivre,pimienta
sauce:soße,sauce,salsa|beans:bohnen,haricots,frijoles|honey:honig,miel,miel|vinegar:essig,vinaigre,vinagre|fresh:frisch,frais,fresco
frozen:tiefgekühlt,surgelé,congelado|sliced:geschnitten,tranché,rebanado|whole:ganz,entier,entero|smoked:geräuchert,fumé,ahumado
coffee:kaffee,café,café|tea:tee,thé,té|juice:saft,jus,jugo|water:wasser,eau,agua|sparkling:sprudel,pétillante,con gas
beer:bier,bière,cerveza|wine:wein,vin,vino|red:rot,rouge,tinto|white:weiß,blanc,blanco|sparkling wine:sekt,mousseux,espumoso
vodka:wodka,vodka,vodka|whiskey:whisky,whisky,whisky|rum:rum,rhum,ron|gin:gin,gin,ginebra|keg:fass,fût,barril
cups:becher,gobelets,vasos|cup:becher,gobelet,vaso|lids:deckel,couvercles,tapas|napkins:servietten,serviettes,servilletas
paper:papier,papier,papel|towels:tücher,essuie-mains,toallas|bags:tüten,sacs,bolsas|boxes:kartons,boîtes,cajas|containers:behälter,boîtes,envases
plastic:kunststoff,plastique,plástico|foil:folie,aluminium,aluminio|straws:strohhalme,pailles,pajitas|forks:gabeln,fourchettes,tenedores
gloves:handschuhe,gants,guantes|trash:müll,poubelle,basura|cleaner:reiniger,nettoyant,limpiador|soap:seife,savon,jabón
detergent:spülmittel,détergent,detergente|sanitizer:desinfektionsmittel,désinfectant,desinfectante|degreaser:fettlöser,dégraissant,desengrasante
bleach:bleiche,javel,lejía|floor:boden,sol,piso|glass:glas,vitres,vidrio|oven:ofen,four,horno|sponges:schwämme,éponges,esponjas
brooms:besen,balais,escobas|mop:mopp,serpillière,trapeador|knife:messer,couteau,cuchillo|pan:pfanne,poêle,sartén|pot:topf,marmite,olla
plates:teller,assiettes,platos|bowls:schüsseln,bols,tazones|glasses:gläser,verres,vasos|cutting board:schneidebrett,planche à découper,tabla de cortar
refrigerator:kühlschrank,réfrigérateur,refrigerador|freezer:gefrierschrank,congélateur,congelador|oven:ofen,four,horno|fryer:fritteuse,friteuse,freidora
dishwasher:spülmaschine,lave-vaisselle,lavavajillas|machine:maschine,machine,máquina|ice:eis,glace,hielo|mixer:mixer,batteur,batidora
repair:reparatur,réparation,reparación|service:service,service,servicio|cleaning:reinigung,nettoyage,limpieza|maintenance:wartung,entretien,mantenimiento
plumbing:sanitär,plomberie,plomería|electrical:elektro,électrique,eléctrico|inspection:prüfung,inspection,inspección|pest control:schädlingsbekämpfung,dératisation,control de plagas
electricity:strom,électricité,electricidad|gas:gas,gaz,gas|internet:internet,internet,internet|phone:telefon,téléphone,teléfono|waste:abfall,déchets,residuos
rent:miete,loyer,alquiler|monthly:monatlich,mensuel,mensual|lease:pacht,bail,arrendamiento|uniform:uniform,uniforme,uniforme
linen:wäsche,linge,ropa blanca|tablecloths:tischdecken,nappes,manteles|aprons:schürzen,tabliers,delantales|advertising:werbung,publicité,publicidad
printing:druck,impression,impresión|software:software,logiciel,software|license:lizenz,licence,licencia|accounting:buchhaltung,comptabilité,contabilidad
legal:rechts,juridique,legal|fees:gebühren,frais,honorarios|insurance:versicherung,assurance,seguro|liability:haftpflicht,responsabilité,responsabilidad
premium:prämie,prime,prima|delivery:lieferung,livraison,entrega|freight:fracht,fret,flete|shipping:versand,expédition,envío|charge:gebühr,frais,cargo
staffing:personal,personnel,personal|labor:arbeit,main-d'oeuvre,mano de obra|hours:stunden,heures,horas|temporary:zeitarbeit,intérim,temporal
fee:gebühr,frais,tarifa|late:verspätung,retard,atraso|bank:bank,bancaire,bancario|donation:spende,don,donativo|permit:genehmigung,permis,permiso
`;

export type Language = 'de' | 'fr' | 'es';
export const LANGUAGES: readonly Language[] = ['de', 'fr', 'es'];

export const WORD_TRANSLATIONS: ReadonlyMap<string, Record<Language, string>> = (() => {
  const map = new Map<string, Record<Language, string>>();
  for (const entry of WORDS.split(/[|\n]/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [english, rest] = trimmed.split(':') as [string, string];
    const [de, fr, es] = rest.split(',') as [string, string, string];
    map.set(english, { de, fr, es });
  }
  return map;
})();

/** Whole service lines written natively in each language; they join the lexicon as base items. */
export const PHRASE_ITEMS: Partial<Record<CostCategory, string[]>> = {
  rent: ['Miete Geschäftsraum', 'Kaltmiete', 'Nebenkosten Vorauszahlung', 'loyer commercial mensuel', 'charges locatives', 'alquiler del local', 'renta mensual local'],
  insurance: ['Betriebshaftpflichtversicherung', 'Versicherungsbeitrag', 'prime d assurance', 'assurance responsabilité civile', 'póliza de seguro', 'seguro de responsabilidad civil'],
  freight_delivery: ['Lieferkosten', 'Frachtkosten', 'Versandkosten', 'frais de port', 'frais de livraison', 'gastos de envío', 'cargo por entrega'],
  utilities: ['Stromrechnung', 'Wasserversorgung', 'Müllabfuhr', 'facture électricité', 'enlèvement des ordures', 'factura de luz', 'recogida de basura', 'servicio de agua potable'],
  repairs_maintenance: ['Reparatur Kühlanlage', 'Wartung Lüftungsanlage', 'Kammerjäger', 'réparation chambre froide', 'entretien hotte', 'reparación de fontanería', 'mantenimiento preventivo'],
  labor: ['Leiharbeit Koch', 'Aushilfe Service Stunden', 'personnel intérimaire', 'main d oeuvre temporaire', 'personal temporal cocina', 'horas de personal eventual'],
  professional_services: ['Steuerberatung', 'Rechtsanwalt Honorar', 'honoraires comptable', 'honoraires avocat', 'asesoría contable', 'honorarios abogado'],
  marketing: ['Werbeanzeige Zeitung', 'Flyer Druck', 'publicité en ligne', 'impression de flyers', 'publicidad en redes sociales', 'impresión de volantes'],
  technology: ['Kassensystem Lizenz', 'logiciel de caisse abonnement', 'licencia de software punto de venta', 'Kartenterminal Miete'],
  linen_uniform: ['Wäscheservice Tischwäsche', 'Berufskleidung Reinigung', 'location de linge', 'blanchisserie nappes', 'lavandería de manteles', 'uniformes de cocina'],
  other: ['Bankgebühren', 'Mahngebühr', 'Spende', 'frais bancaires', 'pénalité de retard', 'comisión bancaria', 'recargo por mora'],
};
