/** Workers in shirts and helmets, standing in a row. */
import { pick } from "./random";
import { shade } from "./color";
import { n1, shadow } from "./svg";

function person(x: number, footY: number, height: number, shirt: string, helmet: string | null, skin: string): string {
  const u = height / 8;
  const headR = u * 0.55;
  const headY = footY - height + headR;
  let out = "";
  out += `<rect x="${n1(x - u * 0.75)}" y="${n1(footY - u * 3.6)}" width="${n1(u * 0.65)}" height="${n1(u * 3.6)}" rx="${n1(u * 0.2)}" fill="#3a4456"/>`;
  out += `<rect x="${n1(x + u * 0.1)}" y="${n1(footY - u * 3.6)}" width="${n1(u * 0.65)}" height="${n1(u * 3.6)}" rx="${n1(u * 0.2)}" fill="#333c4d"/>`;
  out += `<path d="M${n1(x - u * 1.05)} ${n1(footY - u * 3.4)} L${n1(x - u * 1.2)} ${n1(footY - u * 6.1)} Q${n1(x)} ${n1(footY - u * 6.9)} ${n1(x + u * 1.2)} ${n1(footY - u * 6.1)} L${n1(x + u * 1.05)} ${n1(footY - u * 3.4)} Z" fill="${shirt}"/>`;
  out += `<rect x="${n1(x - u * 1.55)}" y="${n1(footY - u * 6.1)}" width="${n1(u * 0.45)}" height="${n1(u * 2.6)}" rx="${n1(u * 0.22)}" fill="${shade(shirt, -0.12)}"/>`;
  out += `<rect x="${n1(x + u * 1.1)}" y="${n1(footY - u * 6.1)}" width="${n1(u * 0.45)}" height="${n1(u * 2.6)}" rx="${n1(u * 0.22)}" fill="${shade(shirt, -0.12)}"/>`;
  if (helmet === null)
    out += `<path d="M${n1(x - u * 0.3)} ${n1(footY - u * 6.55)} L${n1(x)} ${n1(footY - u * 5.6)} L${n1(x + u * 0.3)} ${n1(footY - u * 6.55)} Z" fill="#f4f4f4"/>`;
  else
    out += `<path d="M${n1(x - u * 1.12)} ${n1(footY - u * 5.2)} L${n1(x + u * 1.12)} ${n1(footY - u * 5.2)}" stroke="#f3c623" stroke-width="${n1(u * 0.22)}"/>`;
  out += `<circle cx="${n1(x)}" cy="${n1(headY)}" r="${n1(headR)}" fill="${skin}"/>`;
  if (helmet) {
    out += `<path d="M${n1(x - headR * 1.15)} ${n1(headY - headR * 0.1)} A${n1(headR * 1.1)} ${n1(headR * 1.1)} 0 0 1 ${n1(x + headR * 1.15)} ${n1(headY - headR * 0.1)} Z" fill="${helmet}"/>`;
    out += `<rect x="${n1(x - headR * 1.35)}" y="${n1(headY - headR * 0.2)}" width="${n1(headR * 2.7)}" height="${n1(headR * 0.25)}" rx="${n1(headR * 0.1)}" fill="${shade(helmet, -0.15)}"/>`;
  } else {
    out += `<path d="M${n1(x - headR)} ${n1(headY - headR * 0.1)} A${n1(headR)} ${n1(headR)} 0 0 1 ${n1(x + headR)} ${n1(headY - headR * 0.1)} Q${n1(x)} ${n1(headY - headR * 0.7)} ${n1(x - headR)} ${n1(headY - headR * 0.1)} Z" fill="#2b2320"/>`;
  }
  return shadow(x, footY, u * 1.6, u * 0.35, 0.4) + out;
}

export function people(w: number, h: number, count: number, r: () => number, footY: number, height: number, xFrom = w * 0.12, xTo = w * 0.88): string {
  const skins = ["#8d5a3b", "#a86f4c", "#c48a62", "#6e4630", "#b57b55"];
  const shirts = ["#ea580c", "#2f6fa3", "#3f7d4f", "#6b4c9a", "#c2410c", "#1f2937", "#0f766e", "#9a3412"];
  const helmets = ["#f3c623", "#ffffff", "#ea580c", "#f3c623"];
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const x = xFrom + (xTo - xFrom) * t + (r() - 0.5) * (w * 0.02);
    const hgt = height * (0.92 + r() * 0.14);
    out += person(x, footY - (i % 2) * h * 0.015, hgt, pick(r, shirts), r() < 0.8 ? pick(r, helmets) : null, pick(r, skins));
  }
  return out;
}
