import type { Messages } from "~/i18n/t";

/** A product's own page in Gujarati. */
export const product: Messages["product"] = {
  notFoundTitle: "પ્રોડક્ટ મળી નહીં",
  notFoundDescription: "આ પ્રોડક્ટ નથી અથવા હવે વેચાતી નથી. {business}ની સિમેન્ટ અને કોંક્રિટ પ્રોડક્ટ્સ જુઓ.",
  priceLine: "{price} પ્રતિ {unit}",
  metaDescription: "{name}: {priceLine}, ઓછામાં ઓછો ઓર્ડર {quantity} {unit}, અમારી સુરત ફેક્ટરીમાંથી. {description}",
  orderAndTax: "ઓર્ડર અને ટેક્સ",
  minimumOrder: "ઓછામાં ઓછો ઓર્ડર: {quantity} {unit}",
  gst: "GST {rate}% અલગ · HSN {hsn}",
  stock: {
    inStock: "સ્ટોકમાં છે",
    lowStock: "સ્ટોક ઓછો છે",
    outOfStock: "સ્ટોક ખતમ",
  },
  more: "વધુ {name}",
  specs: "વિગતો",
  specsOf: "{name}ની વિગતો",
  description: "વર્ણન",
  viewer: {
    label: "{name}ના ફોટા",
    current: "ફોટો {number} / {count}: {alt}. બીજા ફોટા માટે એરો કી વાપરો.",
    previous: "પાછલો ફોટો",
    next: "આગલો ફોટો",
    counter: "{number} / {count}",
    all: "બધા ફોટા",
    show: "ફોટો {number} બતાવો: {alt}",
  },
  share: {
    whatsApp: "WhatsApp પર મોકલો",
    text: "{title}: આ પ્રોડક્ટ જુઓ {url}",
    copy: "લિંક કોપી કરો",
    copied: "લિંક કોપી થઈ ગઈ",
    failed: "કોપી ન થયું: સરનામું {url} છે",
  },
};
