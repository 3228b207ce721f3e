// @ts-check
/**
 * The team's illustrated portraits (public/team/*.svg): flat, friendly faces drawn from a few
 * simple shapes in the brand's palette, one SVG each, the same bytes on every run. The people
 * themselves (names, roles, notes) are in content/en/team.yaml; this file only knows how each one
 * is drawn. `node media/make-portraits.mjs` rewrites the files; a unit test checks they match.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const PORTRAIT_SIZE = 240;

/** Tile backgrounds: the theme's chip tints; the circle behind the head is a deeper tone of each. */
const TILES = {
  blue: ["#e8eef9", "#c9d8f2"],
  crimson: ["#fde8ec", "#f7c6d0"],
  teal: ["#e0f4f1", "#b6e3da"],
  amber: ["#fdf1dc", "#f6d9a4"],
  violet: ["#efe9fb", "#d7c9f5"],
  green: ["#e5f4e7", "#bfe3c6"],
};
const SKIN = ["#f1c7a0", "#e0ac7e", "#c98f62", "#a86f48"];
const HAIR = { black: "#1d1a1e", brown: "#3b2a20", grey: "#8a8790" };
const CLOTHES = {
  navy: "#0a1a3f",
  blue: "#003893",
  crimson: "#dc143c",
  teal: "#0b6b5e",
  amber: "#c26a00",
  violet: "#5b34b3",
};

/**
 * @typedef {{
 *   tile: keyof typeof TILES,
 *   skin: number,
 *   hair: keyof typeof HAIR,
 *   style: "short" | "side" | "long" | "bun" | "ponytail" | "buzz" | "curly",
 *   clothes: keyof typeof CLOTHES,
 *   collar?: "round" | "v" | "shirt",
 *   glasses?: boolean,
 *   beard?: boolean,
 *   earrings?: boolean,
 * }} Look
 */

/** Hair drawn behind the head (long hair, a ponytail), then over it (the cap, the fringe). */
const HAIR_BACK = {
  long: "M62 104C56 64 74 40 120 40C166 40 184 64 178 104L184 176C160 188 80 188 56 176Z",
  ponytail: "M150 78C176 84 186 112 178 146C172 166 160 174 152 170C160 150 162 124 150 104Z",
  bun: "M120 18a22 22 0 1 1 0 44a22 22 0 1 1 0-44Z",
};
const HAIR_FRONT = {
  short:
    "M78 108C70 66 90 46 120 46C152 46 172 66 162 108C158 90 150 80 138 76C122 86 100 88 84 86C80 92 79 100 78 108Z",
  side: "M78 110C70 64 92 44 124 46C156 48 172 70 162 108C156 88 146 76 130 70C116 84 98 90 80 92Z",
  long: "M76 112C70 66 92 46 120 46C148 46 170 66 164 112C156 84 140 66 120 62C100 66 84 84 76 112Z",
  bun: "M78 106C72 68 92 50 120 50C148 50 168 68 162 106C152 80 138 70 120 68C102 70 88 80 78 106Z",
  ponytail: "M78 106C72 66 92 48 120 48C148 48 168 66 162 106C154 82 140 70 122 66C104 70 88 82 78 106Z",
  buzz: "M82 100C80 68 96 54 120 54C144 54 160 68 158 100C150 84 138 76 120 76C102 76 90 84 82 100Z",
  curly:
    "M74 104C64 92 68 72 82 66C82 50 100 40 114 46C124 36 144 40 150 54C166 56 176 74 168 90C172 98 170 106 164 110C160 92 150 80 136 76C120 84 98 86 84 82C80 88 78 96 78 110C76 108 75 106 74 104Z",
};
const COLLARS = {
  round: "M98 168C104 180 136 180 142 168",
  v: "M100 166L120 190L140 166",
  shirt: "M100 164L120 184L140 164M120 184V240",
};

/** One portrait as SVG markup (no whitespace between elements: the file is served as it is). */
export function portraitSvg(/** @type {Look} */ look) {
  const [tile, disc] = TILES[look.tile];
  const skin = SKIN[look.skin];
  const hair = HAIR[look.hair];
  const clothes = CLOTHES[look.clothes];
  const parts = [
    `<rect width="240" height="240" fill="${tile}"/>`,
    `<circle cx="120" cy="118" r="88" fill="${disc}"/>`,
    look.style in HAIR_BACK
      ? `<path d="${HAIR_BACK[/** @type {keyof typeof HAIR_BACK} */ (look.style)]}" fill="${hair}"/>`
      : "",
    // Shoulders, then the neck with a shadow under the chin.
    `<path d="M32 240C32 192 68 164 120 164C172 164 208 192 208 240Z" fill="${clothes}"/>`,
    `<path d="M102 136H138V168C138 178 102 178 102 168Z" fill="${skin}"/>`,
    `<path d="M102 146C114 156 126 156 138 146V136H102Z" fill="#000" fill-opacity=".12"/>`,
    look.collar
      ? `<path d="${COLLARS[look.collar]}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
      : "",
    // Ears, head.
    `<ellipse cx="80" cy="110" rx="8" ry="11" fill="${skin}"/><ellipse cx="160" cy="110" rx="8" ry="11" fill="${skin}"/>`,
    look.earrings
      ? `<circle cx="80" cy="125" r="3.5" fill="#f5a524"/><circle cx="160" cy="125" r="3.5" fill="#f5a524"/>`
      : "",
    `<ellipse cx="120" cy="104" rx="40" ry="46" fill="${skin}"/>`,
    `<path d="${HAIR_FRONT[look.style]}" fill="${hair}"/>`,
    look.beard
      ? `<path d="M82 112C84 146 100 156 120 156C140 156 156 146 158 112C154 132 146 142 120 142C94 142 86 132 82 112Z" fill="${hair}"/>`
      : "",
    // Brows, eyes, a small smile, cheeks.
    `<path d="M96 96Q104 91 112 95M128 95Q136 91 144 96" fill="none" stroke="${HAIR.black}" stroke-opacity=".75" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="104" cy="108" r="4" fill="#1d1a1e"/><circle cx="136" cy="108" r="4" fill="#1d1a1e"/>`,
    `<path d="M108 126Q120 136 132 126" fill="none" stroke="#7a2e2e" stroke-width="3.5" stroke-linecap="round"/>`,
    `<circle cx="96" cy="122" r="6" fill="#dc143c" fill-opacity=".12"/><circle cx="144" cy="122" r="6" fill="#dc143c" fill-opacity=".12"/>`,
    look.glasses
      ? `<g fill="none" stroke="#0a1a3f" stroke-width="3"><circle cx="104" cy="108" r="12"/><circle cx="136" cy="108" r="12"/><path d="M116 107Q120 104 124 107M92 106L82 102M148 106L158 102"/></g>`
      : "",
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}">${parts.join("")}</svg>\n`;
}

/** How each member of the team is drawn, by the file name their entry in team.yaml points at. */
export const looks = /** @type {Record<string, Look>} */ ({
  "aarati-joshi": {
    tile: "crimson",
    skin: 1,
    hair: "black",
    style: "bun",
    clothes: "navy",
    collar: "v",
    earrings: true,
  },
  "prakash-rai": { tile: "blue", skin: 1, hair: "black", style: "side", clothes: "teal", collar: "round" },
  "sujata-karki": { tile: "teal", skin: 0, hair: "black", style: "long", clothes: "blue", glasses: true },
  "rojina-pandey": {
    tile: "amber",
    skin: 2,
    hair: "brown",
    style: "ponytail",
    clothes: "crimson",
    collar: "round",
  },
  "nabin-adhikari": {
    tile: "violet",
    skin: 2,
    hair: "black",
    style: "buzz",
    clothes: "navy",
    beard: true,
    collar: "shirt",
  },
  "sarita-bhandari": {
    tile: "green",
    skin: 1,
    hair: "black",
    style: "long",
    clothes: "violet",
    earrings: true,
  },
  "kiran-poudel": { tile: "blue", skin: 3, hair: "black", style: "curly", clothes: "amber", glasses: true },
  "dipesh-lama": {
    tile: "crimson",
    skin: 0,
    hair: "black",
    style: "short",
    clothes: "blue",
    collar: "shirt",
  },
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = fileURLToPath(new URL("../public/team/", import.meta.url));
  mkdirSync(folder, { recursive: true });
  for (const [name, look] of Object.entries(looks)) writeFileSync(`${folder}${name}.svg`, portraitSvg(look));
  console.log(`make-portraits: ${Object.keys(looks).length} portraits in public/team/`);
}
