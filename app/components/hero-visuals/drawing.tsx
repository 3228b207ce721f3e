import type { ReactNode } from "react";
import { findClient } from "~/content/clientLookup";

/**
 * The parts the heroes' drawings are made of (./Illustrations.tsx, ./ServicePictures.tsx): the
 * frame of a drawing, a browser, a phone, a card, lines of text. Drawn in SVG inline: no request,
 * crisp at every size, and the few words inside are the page's own, in its language.
 */

/** The studio's palette, for its own drawings (docs/DESIGN.md: the agency's graphics share it). */
export const INK = "#0a1a3f";
export const BLUE = "#003893";
export const SKY = "#8fb2ff";
export const CRIMSON = "#dc143c";
export const AMBER = "#f5a524";
export const TEAL = "#1aa38f";
/** The greys of a screen's furniture: its lines of text, its borders, its empty boxes. */
export const GREY = "#cbd5e1";
export const PALE = "#eef2f7";
export const STONE = "#64748b";

/** A stroke with round ends and joins: a chart's line, a chevron, a tick. */
export const roundLine = (colour: string, width: number) =>
  ({
    fill: "none",
    stroke: colour,
    strokeWidth: width,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  }) as const;

/** A drawing beside a hero's text: decorative, as the page says in words what it shows. */
export function Illustration({
  viewBox,
  name,
  children,
}: {
  viewBox: string;
  /** What it is, for the tests that tell the heroes apart (data-picture). */
  name?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      data-picture={name}
      className="mx-auto block h-auto w-full max-w-xl drop-shadow-[0_32px_48px_rgb(0_0_0/0.35)] lg:max-w-none dark:brightness-90"
    >
      {children}
    </svg>
  );
}

/**
 * Rounded bars standing for lines of text, one under another from (x, y): `widths` are their
 * lengths, `step` the distance between them.
 */
export function Lines({
  x,
  y,
  widths,
  step = 14,
  height = 6,
  fill = GREY,
  opacity,
}: {
  x: number;
  y: number;
  widths: number[];
  step?: number;
  height?: number;
  fill?: string;
  opacity?: number;
}) {
  return (
    <path
      d={widths
        .map((width, index) => {
          const top = y + index * step;
          const r = height / 2;
          return `M${x + r} ${top}h${Math.max(width - height, 0)}a${r} ${r} 0 0 1 0 ${height}h${-Math.max(width - height, 0)}a${r} ${r} 0 0 1 0 ${-height}Z`;
        })
        .join("")}
      fill={fill}
      fillOpacity={opacity}
    />
  );
}

type Box = { x: number; y: number; width: number; height: number };

/** Words in a drawing: the page's font, at a size and weight, left-aligned unless `anchor`. */
export function Words({
  x,
  y,
  size,
  weight = 700,
  fill,
  anchor,
  spacing,
  children,
}: {
  x: number;
  y: number;
  size: number;
  weight?: number;
  fill: string;
  anchor?: "middle" | "end";
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      textAnchor={anchor}
      letterSpacing={spacing}
    >
      {children}
    </text>
  );
}

/** A browser window: its bar with three dots and an address, and the page inside, clipped. */
export function Browser({
  id,
  address,
  fill = "#fff",
  children,
  ...box
}: Box & { id: string; address: string; fill?: string; children: ReactNode }) {
  const { x, y, width, height } = box;
  return (
    <g>
      <defs>
        <clipPath id={id}>
          <rect x={x} y={y + 30} width={width} height={height - 30} rx="14" />
        </clipPath>
      </defs>
      <rect x={x} y={y} width={width} height={height} rx="14" fill={PALE} />
      {["#f87171", "#fbbf24", "#34d399"].map((dot, index) => (
        <circle key={dot} cx={x + 18 + index * 14} cy={y + 15} r="4" fill={dot} />
      ))}
      {address && <rect x={x + width / 2 - 90} y={y + 7} width="180" height="16" rx="8" fill="#fff" />}
      <Words x={x + width / 2} y={y + 19} size={9} weight={500} fill={STONE} anchor="middle">
        {address}
      </Words>
      <rect x={x} y={y + 30} width={width} height={height - 30} fill={fill} clipPath={`url(#${id})`} />
      <g clipPath={`url(#${id})`}>{children}</g>
    </g>
  );
}

/** A phone: a dark frame with rounded corners, its notch, and its screen inside, clipped. */
export function Phone({
  id,
  fill = "#fff",
  children,
  ...box
}: Box & { id: string; fill?: string; children: ReactNode }) {
  const { x, y, width, height } = box;
  return (
    <g>
      <defs>
        <clipPath id={id}>
          <rect x={x + 7} y={y + 7} width={width - 14} height={height - 14} rx="20" />
        </clipPath>
      </defs>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="27"
        fill="#05070d"
        stroke="#fff"
        strokeOpacity=".22"
      />
      <rect x={x + 7} y={y + 7} width={width - 14} height={height - 14} rx="20" fill={fill} />
      <g clipPath={`url(#${id})`}>{children}</g>
      <rect x={x + width / 2 - 22} y={y + 13} width="44" height="11" rx="5.5" fill="#05070d" />
    </g>
  );
}

/** A white card with a soft edge: a sheet, a note, a message. */
export function Card({ fill = "#fff", rx = 14, ...box }: Box & { fill?: string; rx?: number }) {
  return (
    <>
      <rect {...box} rx={rx} fill={fill} />
      <rect
        x={box.x + 0.5}
        y={box.y + 0.5}
        width={box.width - 1}
        height={box.height - 1}
        rx={rx}
        fill="none"
        stroke="#0f172a"
        strokeOpacity=".08"
      />
    </>
  );
}

/** A round avatar: a head and shoulders in the given colours, cut to a circle. */
export function Avatar({
  id,
  cx,
  cy,
  r,
  back,
  skin = "#c98b62",
  hair = "#2a1e1a",
  shirt,
}: {
  id: string;
  cx: number;
  cy: number;
  r: number;
  back: string;
  skin?: string;
  hair?: string;
  shirt: string;
}) {
  const s = r / 40;
  return (
    <g>
      <defs>
        <clipPath id={id}>
          <circle cx={cx} cy={cy} r={r} />
        </clipPath>
      </defs>
      <circle cx={cx} cy={cy} r={r} fill={back} />
      <g clipPath={`url(#${id})`}>
        <g transform={`translate(${cx} ${cy}) scale(${s})`}>
          <path d="M-34 46C-34 20 -18 12 0 12C18 12 34 20 34 46Z" fill={shirt} />
          <rect x="-7" y="0" width="14" height="16" rx="6" fill={skin} />
          <ellipse cx="0" cy="-6" rx="15" ry="17" fill={skin} />
          <path d="M-16 -6C-17 -24 -6 -26 0 -26C12 -26 18 -18 16 -4C12 -14 2 -16 -14 -12Z" fill={hair} />
        </g>
      </g>
    </g>
  );
}

/** A small star, for ratings, centred on (cx, cy). */
export const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, index) => {
    const angle = (index * Math.PI) / 5 - Math.PI / 2;
    const radius = index % 2 ? r * 0.45 : r;
    return `${index ? "L" : "M"}${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join("") + "Z";

/**
 * A client's colours (content/en/clients.yaml), named for the drawings by their place on its brand
 * sheet, so a drawing of its work changes with its brand.
 */
function brand<const Names extends readonly string[]>(id: string, names: Names) {
  const { palette } = findClient(id);
  return Object.fromEntries(names.map((name, index) => [name, palette[index]?.hex ?? GREY])) as Record<
    Names[number],
    string
  >;
}

export const palettes = {
  himali: () => brand("himali-loom", ["madder", "marigold", "walnut", "wool"]),
  tusa: () => brand("tusa-finance", ["pine", "teal", "leaf", "gold"]),
  bato: () => brand("bato", ["dusk", "phewa", "sunrise", "snow"]),
  ginti: () => brand("ginti", ["violet", "ink", "lilac", "mint"]),
  dhuwa: () => brand("dhuwa-momo", ["chilli", "turmeric", "charcoal", "steam"]),
  lens: () => brand("lens-and-light", ["darkroom", "gold", "teal", "paper"]),
};

/** A client's name, as it writes it. */
export const clientName = (id: string) => findClient(id).name;
