// Stage: receipt text → payment method (DECISIONS "Receipts": {type, cardBrand?, last4?}).
// Card brands with masked numbers ("VISA ****1234", "Mastercard XXXX XXXX XXXX 5678"), wallets
// (Apple Pay, Google Pay, MB WAY, Swish, MobilePay, Vipps, BLIK), cash, cheques and gift cards, in
// EN/DE/FR/ES/IT/NL/PT/PL/SV/DA/NO/FI/CS.
import type { PaymentMethod } from '../types.js';
import { editDistance, foldText, oneEditApart } from './text.js';

const BRANDS: [RegExp, string][] = [
  // A photo glues the brand to its card word ("VISACREDIT 9143").
  [/\bvisa(?:\b|(?=credit|debit|card|electron))/, 'Visa'],
  [/\bmaster\s?card(?:\b|(?=credit|debit))|\bmc\b(?=.*\d{4})/, 'Mastercard'],
  [/\bamex\b|\bamerican express\b/, 'American Express'],
  [/\bdiscover\b/, 'Discover'],
  [/\bmaestro\b/, 'Maestro'],
  [/\bv\s?pay\b/, 'V PAY'],
  [/\bjcb\b/, 'JCB'],
  // Not a restaurant's head count ("Diners: 2", "672.00 / 2 diners").
  [/(?<!\d\s*)\bdiners\b(?!\s*:?\s*\d{1,2}\b)/, 'Diners Club'],
  [/\bunion\s?pay\b/, 'UnionPay'],
  [/\bgirocard\b|\bec[- ]karte\b|\bec[- ]cash\b/, 'Girocard'],
  // "RIE BANCAIRE XXXX...": "bancaire" alone is a bank transfer or fee, but not before a card mask.
  [/\bcartes? bancaires?\b|\bcb\b|\bbancaires?\b(?=.*(?:x{3,}|\*{3,}))/, 'Cartes Bancaires'],
];

// India's UPI and its apps (PhonePe, Paytm, GPay, BHIM), Singapore's PayNow, Alipay, WeChat Pay:
// paid from a phone. BLIK only with its payment word: "blik" alone is a Dutch tin on grocery receipts.
// OCR glues a wallet to the card behind it ("ApplePayMASTER CARD"): no word end after "pay".
const WALLETS = /\b(apple\s?pay|google\s?pay|samsung\s?pay)|\b(paypal|venmo|cash\s?app|bizum|twint|mb\s?way|satispay|payconiq|tikkie|swish|mobilepay|vipps|upi|phonepe|paytm|gpay|bhim|paynow|grabpay|alipay|wechat\s?pay|gcash|paymaya|m-?pesa|touch\s?'?n\s?go|tng\s?e-?wallet|mercado\s?pago|yape|nequi|daviplata)\b|p[lł]atnosc\s*blik|zap[lł]acono\s*blik/;
const CARD_WORDS = /\b(card|credit|debit|karte|kartenzahlung|carte|tarjeta|carta|cartao|karta|kort|kortbetalning|cb|contactless|kontaktlos|sans contact|senza contatto|contactloos|chip|kortti|kartou|bankkort)\b/;
// Words that by themselves say "paid by card" on a receipt: Italian debit (Bancomat, "pagamento
// elettronico"), Dutch PIN ("Pinnen", "PIN" heading a payment line), Portuguese Multibanco, the
// Nordic debit schemes (Dankort, BankAxept), Finnish "korttimaksu", Czech "platba kartou", Interac,
// Belgian Bancontact (BCMC), Austrian Bankomat ("Bankomatkarte"), Turkish "kredi kartı" / "banka
// kartı" and Hungarian "bankkártya"; Australia and New Zealand's EFTPOS and the contactless
// schemes' names (payWave, PayPass).
const CARD_PAYMENT_WORDS = /\b(eftpos|pay\s?wave|pay\s?pass|bancontact|bcmc|bankomat|bankomatkarte|bankomatzahlung|bancomat|pagobancomat|pagamento elettronico|pinnen|pinbetaling|gepind|multibanco|dankort|bankaxept|pankkikortti|korttimaksu|platba kartou|interac|kredi\s*karti|banka\s*karti|bankkartya|platobna\s*karta|platebni\s*karta|pangakaart|kaardimakse|kartica|karticom|mokejimo\s*kortele|kortele|maksajuma\s*karte)\b|^\s*pin\b(?=.*\d[.,]\d{2})/;
const CASH_WORDS = /\b(cash|tunai|bar|bargeld|especes|efectivo|contanti|contante|contant|numerario|dinheiro|gotowka|kontant|kontanter|kateinen|hotove|hotovost|nakit|keszpenz|numerar|gotovina|sularaha|grynieji|grynaisiais|skaidra\s*nauda)\b/;
// Money handed over and change given back only happen with cash ("Gegeben / Rückgeld",
// "Espèces rendu", "Cambio"); a card receipt that prints "CHANGE 0.00" still reads as a card,
// because card evidence wins below.
const CHANGE_WORDS = /\b(change|kembalian|kembali|baki|tendered|ruckgeld|wechselgeld|gegeben|rendu|monnaie|cambio|vuelto|entregado|resto|wisselgeld|troco|reszta|vaxel|byttepenge|veksel|vaihtoraha|vraceno)\b/;
const CHECK_WORDS = /\b(cheque|check|scheck|cheque bancaire)\b/;
// "Gifte********0472": OCR glued the rest of "Gift Cert" to the word and lost it; a gift word
// right before a card mask is still the gift card's tender line.
const GIFT_WORDS = /\b(gift\s?card|gift\s?cert(?:ificate)?|store\s?credit|gutschein|carte cadeau|tarjeta regalo|buono regalo|cadeaukaart|cadeaubon|cartao (?:de )?oferta|vale de oferta)\b|\bgift[a-z]{0,5}\s?(?:\*{3,}|x{4,}|#{3,})/;

// Brand words OCR misreads by one letter ("HasterCard", "Maeatro"), or by two in a name of ten
// letters ("Maatexcard"); short ones (visa, amex) are too easy to hit by chance.
const FUZZY_BRANDS: [string, string][] = [['mastercard', 'Mastercard'], ['maestro', 'Maestro'], ['discover', 'Discover'], ['girocard', 'Girocard']];

/**
 * A name of two words (run together) that a word of the line, or two neighbouring words joined,
 * is one OCR slip away from ("Google Fay", "GitCard").
 */
function namedWithOneSlip(line: string, names: readonly string[]): boolean {
  const words = line.match(/[a-z]+/g) ?? [];
  return words.some((word, i) => {
    const joined = i + 1 < words.length ? word + words[i + 1] : '';
    return names.some((name) => oneEditApart(word, name) || (joined.length >= 8 && oneEditApart(joined, name)));
  });
}

/** Wallet names one OCR slip away ("Google Fay"). */
const FUZZY_WALLETS = ['applepay', 'googlepay', 'samsungpay'];

/**
 * Cash words of seven letters or more that a photo misread by one letter ("ENTREOADO 20,00" for
 * "ENTREGADO"); shorter ones ("bar", "cash") hit ordinary words by chance. Trusted only on a
 * tender row, the word and an amount: one letter also turns them into words such as
 * "entregada" (delivered).
 */
const FUZZY_CASH_WORDS = ['efectivo', 'especes', 'bargeld', 'ruckgeld', 'wechselgeld', 'gegeben', 'tendered', 'entregado', 'contanti', 'numerario', 'dinheiro', 'kontanter'];

function fuzzyCashRow(line: string): boolean {
  const row = /^\s*([a-z]{7,})\s*:?\s*(?:[a-z]{3}\s?)?\d[\d.,\s]*$/.exec(line);
  return row !== null && FUZZY_CASH_WORDS.some((name) => oneEditApart(row[1]!, name));
}

/**
 * Letters OCR read as digits inside a word ("V1sa", "MA5TERCARD"): a 0, 1 or 5 between two
 * letters is put back as o, i or s. Digits at a word's edge stay (a quantity, a card's last four).
 */
function lettersForDigits(line: string): string {
  return line.replace(/(?<=[a-z])[015]+(?=[a-z])/g, (digits) => digits.replace(/0/g, 'o').replace(/1/g, 'i').replace(/5/g, 's'));
}

function fuzzyBrand(line: string): string | undefined {
  for (const word of line.match(/[a-z]{6,}/g) ?? []) {
    const hit = FUZZY_BRANDS.find(([name]) => oneEditApart(word, name) || (name.length >= 10 && Math.abs(word.length - name.length) <= 2 && editDistance(word, name) <= 2));
    if (hit) return hit[1];
  }
  return undefined;
}

/** "GitCardXxxx7429": a gift card whose name lost a letter, before a card mask. */
function fuzzyGiftCard(line: string): boolean {
  return /(?:x{3,}|\*{3,}|#{3,})/.test(line) && namedWithOneSlip(line, ['giftcard']);
}

/** A masked card number ("XXXX6065", "**** 1234"): a card payment even when the brand is unreadable. */
export const MASKED_CARD = /[*xX•]{3,}[\s-]?\d{4}\b/;
/** "...card #  5622   280.76": a card word (its brand half unreadable, "hsercard") before a number
 * sign and four digits, on a line that pays an amount (a loyalty "card # 1234" pays none). The
 * digits may be a terminal or approval number, so they are not taken for the card's last four. */
const CARD_NUMBER = /card\s*#+\s*(\d{4})\b/;

/**
 * A row holding only a short mask, four digits and the amount paid ("#5622 280.76", "*8612
 * 107,16"): the tender line of a card whose brand and most of whose mask OCR lost. An item row
 * has a description, a loyalty number pays nothing.
 */
const BARE_MASKED_TENDER = /^\s*[*xX•#]{1,2}\s?(\d{4})\s+(?:[a-z]{3}\s?)?\d{1,5}[.,]\s?\d{2}\s*$/i;

/** Card words a photo misreads by one letter ("Harte" for "Karte"), trusted only on a row of their own. */
const LONE_CARD_WORDS = ['karte', 'carte', 'carta', 'karta', 'tarjeta', 'cartao'];

function loneCardWord(line: string): boolean {
  const word = line.trim();
  return /^[a-z]{5,7}$/.test(word) && LONE_CARD_WORDS.some((name) => oneEditApart(word, name));
}

/** Last four digits of a masked card number on the same line. */
function lastFour(line: string): string | undefined {
  const masked = /[*xX•#.]{2,}[\s-]?(\d{4})\b/.exec(line);
  if (masked) return masked[1];
  const ending = /(?:ending(?:\s+in)?|endet auf|se terminant par|terminada en|last\s*4)\s*[:#]?\s*(\d{4})\b/i.exec(line);
  return ending?.[1];
}

/**
 * "Cash  Cheque  Eftpos  Internet banking" beside tick boxes: a receipt book's printed choice of
 * tenders, no amount on the line, names no payment by itself.
 */
function isListOfTenders(line: string): boolean {
  // A card line ("Apple Pay VISA CREDIT **** 4686") names several kinds of tender too, but carries
  // digits; the choices offered always include cash or a cheque.
  if (/\d/.test(line) || !(CASH_WORDS.test(line) || CHECK_WORDS.test(line))) return false;
  return [CASH_WORDS, CHECK_WORDS, CARD_PAYMENT_WORDS, CARD_WORDS, WALLETS].filter((re) => re.test(line)).length >= 2;
}

/**
 * The tender ticked in a printed choice ("Payé / Betaald :  X espèces / contant  carte / kaart"):
 * the word right after the tick mark, folded.
 */
function tickedTender(line: string): 'cash' | 'card' | 'check' | null {
  // The box's edge may come with the cross in OCR ("xI espèces", "[x carte", "[×").
  const ticked = /(?:^|\s)[[(]?(?:x|×|☒|✓|✔|■)[\])il|1]?\s+(\p{L}[\p{L}\s]{0,20})/u.exec(line)?.[1] ?? choiceWithoutEmptyBox(line);
  if (!ticked) return null;
  if (CASH_WORDS.test(ticked)) return 'cash';
  if (CHECK_WORDS.test(ticked)) return 'check';
  return CARD_WORDS.test(ticked) || CARD_PAYMENT_WORDS.test(ticked) ? 'card' : null;
}

/**
 * OCR read the empty boxes and lost the ticked one ("Espèces   □ Chèque   □ Carte"): the one
 * choice of the line without its empty box, where two or more have one.
 */
function choiceWithoutEmptyBox(line: string): string | undefined {
  const choices = line.split(/\s{2,}/).map((part) => part.trim()).filter((part) => /\p{L}{3}/u.test(part));
  const boxed = choices.filter((part) => /^[□☐]/.test(part));
  const bare = choices.filter((part) => !/^[□☐]/.test(part) && (CASH_WORDS.test(part) || CHECK_WORDS.test(part) || CARD_WORDS.test(part) || CARD_PAYMENT_WORDS.test(part)));
  return boxed.length >= 2 && bare.length === 1 ? bare[0] : undefined;
}

/** Words of a loyalty or member card, whose number a receipt prints masked like a bank card's. */
const LOYALTY_WORDS = /\b(member(?:ship)?|poin|points?|puntos|punti|pontos|monedero|punkte|loyalty|rewards?|club\s?card|bonus\s?kaart|payback|fidelite|fidelidad|fedelta|kundenkarte|cumulus|supercard|nectar)\b/;

/** "MEMBER 6288 **** 4471  POIN +19": a loyalty card's number, no tender, when the line pays no amount. */
function isLoyaltyCardLine(line: string): boolean {
  return LOYALTY_WORDS.test(line) && !/\d[.,]\d{2}\b/.test(line);
}

/** A line that is only an amount ("200.00", "RM 7.45"). */
const LONE_AMOUNT = /^\s*[A-Z]{0,3}\s?[$€£]?\s?-?\d{1,6}[.,]\d{2}\s*$/;

/** Reads the payment method from receipt lines (top to bottom). */
export function findPaymentMethod(lines: string[]): PaymentMethod | null {
  let wallet = null as PaymentMethod | null;
  let card = null as PaymentMethod | null;
  let cash = false;
  let check = false;
  let gift = null as PaymentMethod | null;
  for (const [index, raw] of lines.entries()) {
    // OCR glues the brand to its mask ("DISCOVERXXX9987"): put the space back.
    const line = lettersForDigits(foldText(raw).replace(/([a-z])((?:x{3,}|\*{2,}))/g, '$1 $2'));
    if (isListOfTenders(line)) {
      // Unless one of the choices is ticked.
      const ticked = tickedTender(line);
      if (ticked === 'cash') cash = true;
      else if (ticked === 'check') check = true;
      else if (ticked === 'card' && !card) card = { type: 'card' };
      continue;
    }
    if (isLoyaltyCardLine(line)) continue;
    if (GIFT_WORDS.test(line) || fuzzyGiftCard(line)) {
      const four = lastFour(raw);
      gift = { type: 'gift_card', ...(four ? { last4: four } : {}) };
      continue;
    }
    if ((WALLETS.test(line) || namedWithOneSlip(line, FUZZY_WALLETS)) && !wallet) {
      const brand = BRANDS.find(([re]) => re.test(line))?.[1];
      wallet = { type: 'mobile_wallet', ...(brand ? { cardBrand: brand } : {}) };
      const four = lastFour(raw);
      if (four) wallet.last4 = four;
    }
    const exactBrand = BRANDS.find(([re]) => re.test(line));
    const fuzzy = exactBrand ? undefined : fuzzyBrand(line);
    const brand: [RegExp, string] | undefined = exactBrand ?? (fuzzy ? [/./, fuzzy] : undefined);
    const four = lastFour(raw);
    if (brand || (CARD_WORDS.test(line) && four) || (four && MASKED_CARD.test(raw)) || (CARD_NUMBER.test(line) && /\d[.,]\d{2}\b/.test(line))) {
      if (!card || (!card.last4 && four) || (!card.cardBrand && brand)) {
        card = {
          type: 'card',
          ...(brand ? { cardBrand: brand[1] } : card?.cardBrand ? { cardBrand: card.cardBrand } : {}),
          ...(four ? { last4: four } : card?.last4 ? { last4: card.last4 } : {}),
        };
      }
    } else if (BARE_MASKED_TENDER.test(raw) && !card) {
      card = { type: 'card', last4: BARE_MASKED_TENDER.exec(raw)![1]! };
    } else if (loneCardWord(line) && !card) {
      card = { type: 'card' };
    } else if (((CARD_WORDS.test(line) && /\b(paid|pay|payment|zahlung|bezahlt|paiement|pago|pagamento|betaald|betaling|tender)\b|^\s*(credit|debit|card|karte|carte|tarjeta|carta|cartao|karta|kort)\b(?!\s*(?:fedelta|soci|punti|cliente|de\s*cliente|sta[lł]ego|klienta|lojal))/.test(line)) || CARD_PAYMENT_WORDS.test(line)) && !card) {
      card = { type: 'card' };
    }
    // "CASH" over "200.00": a slanted or curled photo can put the amount on a row of its own.
    const paysAmount = /\d/.test(line) || LONE_AMOUNT.test(lines[index + 1] ?? '');
    if ((CASH_WORDS.test(line) || CHANGE_WORDS.test(line) || fuzzyCashRow(line)) && paysAmount) cash = true;
    // "Check #: 1234" heads restaurant receipts; a check payment line carries the amount.
    if (CHECK_WORDS.test(line) && !/\bcheck\s*(in|out)\b/.test(line) && (!/\bcheck\s*#/.test(line) || /\d[.,]\d{2}\b/.test(line))) check = true;
  }
  if (wallet) {
    if (card?.last4 && !wallet.last4) wallet.last4 = card.last4;
    if (card?.cardBrand && !wallet.cardBrand) wallet.cardBrand = card.cardBrand;
    return wallet;
  }
  if (card) return card;
  if (gift) return gift;
  if (cash) return { type: 'cash' };
  if (check) return { type: 'check' };
  return null;
}
