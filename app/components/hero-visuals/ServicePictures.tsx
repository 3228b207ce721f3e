import type { ReactNode } from "react";
import { pictureWords as words } from "~/content/heroVisuals";
import type { servicePictures } from "~/content/schema/services";
import { locale } from "~/content/locale";
import { formatNumber } from "~/lib/formatNumber";
import {
  Avatar,
  BLUE,
  Browser,
  Card,
  clientName,
  GREY,
  Illustration,
  Lines,
  PALE,
  palettes,
  roundLine,
  Phone,
  STONE,
  star,
  Words,
} from "./drawing";

/**
 * One drawing per service page, of what that service makes (docs/DESIGN.md, "One picture per
 * page"), each in the palette of a client whose kind of business it suits
 * (content/en/clients.yaml). A service's file picks its drawing (`visual.kind`); the words inside
 * are the page's language (content/heroVisuals.ts, `pictureWords`).
 */

const VIEW = "0 0 560 440";
const TEXT = "#1f2937";
const LINK = "#1d4ed8";

/** Snowy peaks under a sunrise: the travel blog's photographs, stretched to fill a box. */
function Peaks({ x, y: top, width, height }: { x: number; y: number; width: number; height: number }) {
  const { dusk, phewa, sunrise, snow } = palettes.bato();
  const scale = `scale(${width / 100} ${height / 60})`;
  return (
    <g>
      <g transform={`translate(${x} ${top}) ${scale}`}>
        <rect width="100" height="60" fill={sunrise} />
        <rect width="100" height="22" fill={dusk} fillOpacity=".25" />
      </g>
      <circle
        cx={Math.round(x + width * 0.72)}
        cy={Math.round(top + height * 0.42)}
        r={Math.round(Math.min(width, height) * 0.14)}
        fill={snow}
        fillOpacity=".9"
      />
      <g transform={`translate(${x} ${top}) ${scale}`}>
        <path d="M0 44L22 22L34 32L52 14L70 34L84 26L100 38V60H0Z" fill={dusk} fillOpacity=".8" />
        <path d="M22 22L17 27L22 26L26 28ZM52 14L46 21L52 19L57 21Z" fill={snow} />
        <path d="M0 52C30 44 60 50 100 46V60H0Z" fill={phewa} />
      </g>
    </g>
  );
}

/** A magnifying glass centred on (x, y). */
const lens = (x: number, y: number, colour: string) => (
  <g fill="none" stroke={colour} strokeWidth="2.2" strokeLinecap="round">
    <circle cx={x - 1.5} cy={y - 1.5} r="5" />
    <path d={`M${x + 2} ${y + 2}l4 4`} />
  </g>
);

/** SEO: a search results page, the client's article on top, and its pin on the map. */
function SearchResults() {
  const { dusk, phewa, sunrise, snow } = palettes.bato();
  const w = words.search;
  const result = (y: number, title: number) => (
    <g key={y}>
      <circle cx="38" cy={y + 10} r="10" fill={PALE} />
      <Lines x={56} y={y + 3} widths={[70, 110]} step={11} height={5} />
      <Lines x={24} y={y + 34} widths={[title]} height={10} fill={LINK} opacity={0.45} />
      <Lines x={24} y={y + 56} widths={[300, 250]} step={13} />
    </g>
  );
  return (
    <Illustration viewBox={VIEW} name="search-results">
      <Browser id="seo-window" x={0} y={6} width={500} height={404} address="">
        <circle cx="34" cy="70" r="14" fill={BLUE} />
        {lens(34, 70, "#fff")}
        <rect x="58" y="52" width="420" height="36" rx="18" fill="#fff" stroke={GREY} />
        {lens(80, 70, STONE)}
        <Words x={98} y={75} size={14} weight={500} fill={TEXT}>
          {w.query}
        </Words>
        {w.tabs.map((tab, index) => (
          <Words key={tab} x={58 + index * 72} y={114} size={11} weight={600} fill={index ? STONE : LINK}>
            {tab}
          </Words>
        ))}
        <path d="M0 124H500" stroke={PALE} strokeWidth="2" />
        <path d="M58 123H96" stroke={LINK} strokeWidth="3" strokeLinecap="round" />
        <rect x="12" y="136" width="476" height="112" rx="12" fill={snow} />
        <circle cx="38" cy="160" r="12" fill={dusk} />
        <Words x={38} y={165} size={13} weight={800} fill={snow} anchor="middle">
          b
        </Words>
        <Words x={58} y={157} size={11} weight={700} fill={TEXT}>
          {clientName("bato")}
        </Words>
        <Words x={58} y={171} size={9} weight={500} fill={STONE}>
          bato.com.np/hikes
        </Words>
        <Words x={24} y={198} size={16} weight={600} fill={LINK}>
          {w.title}
        </Words>
        <Lines x={24} y={212} widths={[320, 270]} step={13} />
        <g>
          <rect x="384" y="148" width="90" height="88" rx="10" fill={sunrise} />
          <Peaks x={384} y={148} width={90} height={88} />
        </g>
        {result(262, 230)}
        {result(344, 190)}
      </Browser>
      <g>
        <Card x={336} y={238} width={214} height={190} rx={16} />
        <defs>
          <clipPath id="seo-map">
            <rect x="346" y="248" width="194" height="118" rx="10" />
          </clipPath>
        </defs>
        <g clipPath="url(#seo-map)">
          <rect x="346" y="248" width="194" height="118" fill="#e9efe4" />
          <path
            d="M346 300C380 292 396 318 430 312C470 306 480 280 540 286V366H346Z"
            fill={phewa}
            fillOpacity=".45"
          />
          <path d="M346 276L540 262M400 248L420 366M346 340L540 326" stroke="#fff" strokeWidth="5" />
          <path d="M470 248L490 366" stroke="#fff" strokeWidth="3" />
        </g>
        <path
          d="M452 256C440 256 432 265 432 276C432 290 452 306 452 306C452 306 472 290 472 276C472 265 464 256 452 256Z"
          fill={sunrise}
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cx="452" cy="276" r="6" fill={dusk} />
        <Words x={352} y={388} size={13} weight={700} fill={TEXT}>
          {clientName("bato")}
        </Words>
        <Words x={352} y={406} size={10} weight={500} fill={STONE}>
          {w.area}
        </Words>
        <path d={[0, 1, 2, 3, 4].map((index) => star(480 + index * 12, 384, 5)).join("")} fill="#f5a524" />
      </g>
    </Illustration>
  );
}

/** A pattern of dhaka cloth (Himali Loom's weave) for a fill: `url(#id)`. */
function Dhaka({ id, scale = 1 }: { id: string; scale?: number }) {
  const { madder, walnut, wool, marigold } = palettes.himali();
  return (
    <pattern id={id} width={16 * scale} height={16 * scale} patternUnits="userSpaceOnUse">
      <rect width={16 * scale} height={16 * scale} fill={madder} />
      <path transform={`scale(${scale})`} d="M8 1L15 8L8 15L1 8Z" fill={walnut} />
      <path transform={`scale(${scale})`} d="M8 4L12 8L8 12L4 8Z" fill={wool} />
      <circle cx={8 * scale} cy={8 * scale} r={1.5 * scale} fill={marigold} />
    </pattern>
  );
}

/** Web redesign: one shop's old page and its new one in one window, split by a handle. */
function BeforeAfter() {
  const { madder, marigold, walnut, wool } = palettes.himali();
  const w = words.redesign;
  const label = (x: number, text: string, anchor?: "end") => (
    <g>
      <Words x={x} y={388} size={12} weight={700} fill="#fff" anchor={anchor}>
        {text}
      </Words>
    </g>
  );
  return (
    <Illustration viewBox={VIEW} name="before-after">
      <defs>
        <Dhaka id="redesign-dhaka" />
      </defs>
      <Browser id="redesign-window" x={10} y={14} width={540} height={400} address="himaliloom.com.np">
        {/* Before: the old page, cramped and grey. */}
        <rect x="10" y="44" width="270" height="370" fill="#e7e5e4" />
        <rect x="22" y="54" width="246" height="22" fill="#a8a29e" />
        <Lines x={30} y={62} widths={[60]} fill="#fff" />
        {[0, 1, 2, 3].map((index) => (
          <rect
            key={index}
            x={22 + index * 62}
            y="86"
            width={40 - index * 2}
            height="6"
            rx="1"
            fill="#2563eb"
            fillOpacity=".6"
          />
        ))}
        <rect x="22" y="100" width="246" height="14" fill="#fde047" />
        <Lines x={26} y={104} widths={[180]} fill="#a16207" height={5} />
        <rect x="22" y="122" width="150" height="110" fill="#d6d3d1" stroke="#a8a29e" />
        <path d="M22 122L172 232M172 122L22 232" stroke="#a8a29e" />
        <Lines x={180} y={124} widths={[80, 86, 70, 84, 60, 80, 74]} step={10} height={4} fill="#78716c" />
        <circle cx="97" cy="177" r="12" fill="none" stroke="#78716c" strokeWidth="3" strokeDasharray="14 6" />
        <Lines
          x={22}
          y={244}
          widths={[240, 230, 246, 200, 236, 220, 246, 180, 230, 240, 210]}
          step={10}
          height={4}
          fill="#a8a29e"
        />
        <rect x="22" y="360" width="70" height="18" fill="#d6d3d1" stroke="#78716c" />
        {/* After: the new page, in the shop's colours. */}
        <rect x="280" y="44" width="270" height="370" fill={wool} />
        <rect x="280" y="44" width="270" height="34" fill="#fff" />
        <path d="M300 53L309 61L300 69L291 61Z" fill={madder} />
        <Lines x={318} y={58} widths={[58]} fill={walnut} height={7} />
        {[0, 1, 2].map((index) => (
          <rect key={index} x={440 + index * 28} y="58" width="20" height="6" rx="3" fill={GREY} />
        ))}
        <rect x="292" y="88" width="246" height="128" rx="12" fill={walnut} />
        <rect x="456" y="88" width="82" height="128" rx="12" fill="url(#redesign-dhaka)" />
        <rect x="448" y="88" width="16" height="128" fill={walnut} />
        <Words x={306} y={128} size={15} weight={800} fill="#fff">
          {w.headline}
        </Words>
        <Lines x={306} y={142} widths={[110, 90]} step={11} fill="#fff" opacity={0.55} height={5} />
        <rect x="306" y="176" width="76" height="26" rx="13" fill={marigold} />
        <Words x={344} y={193} size={11} weight={700} fill={walnut} anchor="middle">
          {w.button}
        </Words>
        {[0, 1, 2].map((index) => {
          const x = 292 + index * 84;
          return (
            <g key={index}>
              <rect x={x} y="228" width="78" height="90" rx="10" fill="#fff" />
              <path
                d={
                  index === 1
                    ? `M${x + 18} 290h42v-14h-42Z M${x + 18} 274h42v-12h-42Z`
                    : `M${x + 22} 296C${x + 20} 262 ${x + 58} 262 ${x + 56} 296Z`
                }
                fill={index === 1 ? marigold : "url(#redesign-dhaka)"}
              />
              <Lines x={x + 8} y={330} widths={[56, 34]} step={11} fill={walnut} opacity={0.5} height={5} />
              <Lines x={x + 8} y={352} widths={[30]} fill={madder} height={6} />
            </g>
          );
        })}
        <Lines x={292} y={376} widths={[120, 90]} step={12} fill={walnut} opacity={0.25} />
      </Browser>
      <path d="M280 44V414" stroke="#fff" strokeWidth="3" />
      <circle cx="280" cy="232" r="17" fill="#fff" stroke="#0f172a" strokeOpacity=".12" />
      <path d="M274 226L268 232L274 238M286 226L292 232L286 238" {...roundLine(STONE, 2.5)} />
      <rect
        x="20"
        y="370"
        width={Math.max(58, w.before.length * 8 + 20)}
        height="26"
        rx="13"
        fill="#0f172a"
        fillOpacity=".75"
      />
      {label(30, w.before)}
      <rect
        x={540 - Math.max(52, w.after.length * 8 + 20)}
        y="370"
        width={Math.max(52, w.after.length * 8 + 20)}
        height="26"
        rx="13"
        fill={madder}
      />
      {label(530, w.after, "end")}
    </Illustration>
  );
}

/** A line of a screen: a dot and two bars, a row of a list. */
function Row({
  x,
  y: top,
  dot,
  width,
  fill = GREY,
}: {
  x: number;
  y: number;
  dot: string;
  width: number;
  fill?: string;
}) {
  return (
    <g>
      <circle cx={x + 8} cy={top + 8} r="8" fill={dot} />
      <Lines x={x + 24} y={top + 1} widths={[width, width * 0.6]} step={9} height={5} fill={fill} />
    </g>
  );
}

/** UI/UX: a wireframe on the design canvas, and the screen it became, linked by the prototype. */
function WireframeToScreen() {
  const { violet, ink, lilac, mint } = palettes.ginti();
  const w = words.wireframe;
  return (
    <Illustration viewBox={VIEW} name="wireframe-to-screen">
      <defs>
        <pattern id="ux-dots" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill={violet} fillOpacity=".22" />
        </pattern>
      </defs>
      <rect x="0" y="10" width="560" height="420" rx="22" fill={lilac} />
      <rect x="0" y="10" width="560" height="420" rx="22" fill="url(#ux-dots)" />
      <Words x={40} y={58} size={11} weight={600} fill={STONE}>
        {w.sketch}
      </Words>
      <Words x={316} y={58} size={11} weight={600} fill={violet}>
        {w.screen}
      </Words>
      {/* The wireframe: grey boxes and crossed pictures. */}
      <rect x="40" y="68" width="200" height="336" rx="16" fill="#fff" stroke={GREY} strokeWidth="1.5" />
      <Lines x={58} y={88} widths={[80]} fill={GREY} height={9} />
      <rect
        x="58"
        y="110"
        width="164"
        height="76"
        rx="8"
        fill="none"
        stroke={GREY}
        strokeWidth="1.5"
        strokeDasharray="5 4"
      />
      <path d="M58 110L222 186M222 110L58 186" stroke={GREY} strokeWidth="1.5" />
      {[202, 242, 282].map((top) => (
        <g key={top}>
          <circle cx="68" cy={top + 10} r="10" fill="none" stroke={GREY} strokeWidth="1.5" />
          <Lines x={88} y={top + 3} widths={[110, 70]} step={10} height={5} fill={GREY} />
        </g>
      ))}
      <rect
        x="58"
        y="346"
        width="164"
        height="34"
        rx="17"
        fill="none"
        stroke={GREY}
        strokeWidth="1.5"
        strokeDasharray="5 4"
      />
      {/* The prototype's link, from the wireframe's button to the finished screen. */}
      <path d="M222 363C280 363 262 236 310 236" fill="none" stroke={violet} strokeWidth="2.5" />
      <circle cx="222" cy="363" r="5" fill="#fff" stroke={violet} strokeWidth="2.5" />
      <path d="M303 230L313 236L303 242Z" fill={violet} />
      {/* The finished screen, selected on the canvas. */}
      <rect x="316" y="68" width="200" height="336" rx="16" fill="#fff" />
      <path d="M316 84A16 16 0 0 1 332 68H500A16 16 0 0 1 516 84V118H316Z" fill={ink} />
      <Words x={334} y={100} size={15} weight={800} fill="#fff">
        {w.title}
      </Words>
      <circle cx="494" cy="95" r="9" fill={violet} />
      <rect x="332" y="130" width="168" height="58" rx="12" fill={violet} />
      <Lines x={346} y={144} widths={[60]} fill="#fff" opacity={0.6} height={5} />
      <Lines x={346} y={160} widths={[96]} fill="#fff" height={12} />
      <path d="M430 178L446 166L460 172L484 150" {...roundLine(mint, 3)} />
      {[202, 242, 282].map((top, index) => (
        <g key={top}>
          <Row x={332} y={top} dot={index === 1 ? lilac : "#ddf5ee"} width={80} fill="#94a3b8" />
          <rect x="462" y={top + 2} width="38" height="14" rx="7" fill={index === 1 ? lilac : "#ddf5ee"} />
          <circle cx="470" cy={top + 9} r="3" fill={index === 1 ? violet : mint} />
        </g>
      ))}
      <rect x="332" y="346" width="168" height="34" rx="17" fill={violet} />
      <Words x={416} y={368} size={13} weight={700} fill="#fff" anchor="middle">
        {w.button}
      </Words>
      <rect x="313" y="65" width="206" height="342" rx="18" fill="none" stroke={violet} strokeWidth="2" />
      {[
        [313, 65],
        [519, 65],
        [313, 407],
        [519, 407],
      ].map(([cx, cy]) => (
        <rect
          key={`${cx}-${cy}`}
          x={cx - 5}
          y={cy - 5}
          width="10"
          height="10"
          fill="#fff"
          stroke={violet}
          strokeWidth="2"
        />
      ))}
      <path
        d="M468 372L468 398L475 391L481 404L486 402L480 389L490 389Z"
        fill={ink}
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </Illustration>
  );
}

/** Tusa Finance's sprout: a coin and two leaves, centred on (x, y), `r` its radius. */
function Sprout({ x, y: top, r }: { x: number; y: number; r: number }) {
  const { teal, leaf } = palettes.tusa();
  const s = r / 20;
  return (
    <g transform={`translate(${x} ${top}) scale(${s})`}>
      <circle r="20" fill={teal} />
      <path d="M0 12V-2" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M0 -2C-2 -10 -10 -12 -14 -8C-10 -2 -4 -1 0 -2Z" fill="#fff" />
      <path d="M0 -4C2 -12 10 -16 15 -12C12 -5 6 -3 0 -4Z" fill={leaf} />
    </g>
  );
}

/** Mobile app: a savings app on three phones, the middle one in front. */
function AppScreens() {
  const { pine, teal, leaf, gold } = palettes.tusa();
  const w = words.app;
  return (
    <Illustration viewBox={VIEW} name="app-screens">
      <g transform="rotate(-8 120 240)">
        <Phone id="app-left" x={30} y={70} width={170} height={340} fill={pine}>
          <Sprout x={115} y={170} r={34} />
          <Words x={115} y={240} size={18} weight={800} fill="#fff" anchor="middle">
            {clientName("tusa-finance")}
          </Words>
          <Lines x={65} y={256} widths={[100, 70]} step={12} fill={leaf} opacity={0.6} />
          <rect x="52" y="350" width="126" height="32" rx="16" fill={teal} />
        </Phone>
      </g>
      <g transform="rotate(8 440 240)">
        <Phone id="app-right" x={360} y={70} width={170} height={340} fill="#f4faf8">
          <Lines x={380} y={110} widths={[70]} fill={pine} height={9} />
          {[50, 74, 42, 92, 66, 108].map((height, index) => (
            <rect
              key={index}
              x={384 + index * 22}
              y={250 - height}
              width="14"
              height={height}
              rx="5"
              fill={index === 5 ? teal : leaf}
            />
          ))}
          <path d="M380 262H512" stroke={GREY} />
          {[280, 318].map((top) => (
            <Row key={top} x={380} y={top} dot={gold} width={86} />
          ))}
        </Phone>
      </g>
      <Phone id="app-front" x={185} y={20} width={190} height={400} fill="#fff">
        <Words x={206} y={70} size={12} weight={600} fill={STONE}>
          {w.greeting}
        </Words>
        <Sprout x={350} y={64} r={11} />
        <rect x="200" y="86" width="160" height="110" rx="16" fill={pine} />
        <Words x={214} y={110} size={11} weight={600} fill={leaf}>
          {w.balanceLabel}
        </Words>
        <Words x={214} y={140} size={22} weight={800} fill="#fff">
          {w.balance}
        </Words>
        <path d="M214 180L240 172L262 176L290 160L316 164L346 146" {...roundLine(gold, 3)} />
        <circle cx="346" cy="146" r="4" fill={gold} />
        <rect x="200" y="210" width="160" height="60" rx="14" fill="#f4faf8" />
        <circle cx="222" cy="232" r="11" fill={gold} />
        <Words x={240} y={236} size={12} weight={700} fill={pine}>
          {w.goal}
        </Words>
        <rect x="212" y="252" width="136" height="7" rx="3.5" fill="#dbeee9" />
        <rect x="212" y="252" width="92" height="7" rx="3.5" fill={teal} />
        <rect x="200" y="280" width="160" height="44" rx="14" fill="#f4faf8" />
        <Row x={212} y={294} dot={leaf} width={90} />
        <rect x="200" y="338" width="160" height="36" rx="18" fill={teal} />
        <Words x={280} y={361} size={12} weight={700} fill="#fff" anchor="middle">
          {w.button}
        </Words>
        {[0, 1, 2, 3].map((index) => (
          <circle key={index} cx={220 + index * 40} cy="398" r="5" fill={index ? GREY : teal} />
        ))}
      </Phone>
    </Illustration>
  );
}

/** Content writing: a travel magazine's article, typeset: photograph, headline, drop cap, quote. */
function Article() {
  const { dusk, phewa, sunrise, snow } = palettes.bato();
  const w = words.article;
  // Spaced capitals for Latin letters; Devanagari has no capitals, and spacing breaks its joins.
  const latin = locale.code === "en";
  /** The lengths of a column's lines: full, a little ragged, a paragraph's last line short. */
  const column = (count: number, width: number) =>
    Array.from({ length: count }, (_, index) =>
      index % 5 === 4 ? Math.round(width * 0.6) : width - (index % 3) * 8,
    );
  return (
    <Illustration viewBox={VIEW} name="article">
      <rect x="30" y="8" width="500" height="424" rx="16" fill={snow} />
      <defs>
        <clipPath id="article-photo">
          <path d="M30 24A16 16 0 0 1 46 8H514A16 16 0 0 1 530 24V170H30Z" />
        </clipPath>
      </defs>
      <g clipPath="url(#article-photo)">
        <Peaks x={30} y={8} width={500} height={162} />
      </g>
      <Words x={60} y={200} size={10} weight={800} fill={phewa} spacing={latin ? 2 : undefined}>
        {latin ? w.kicker.toUpperCase() : w.kicker}
      </Words>
      <Words x={60} y={234} size={28} weight={800} fill={dusk}>
        {w.title}
      </Words>
      <circle cx="70" cy="256" r="9" fill={sunrise} />
      <Lines x={86} y={253} widths={[70]} fill={dusk} opacity={0.5} />
      <Words x={168} y={259} size={10} weight={500} fill={STONE}>
        · {w.readTime}
      </Words>
      <path d="M60 274H500" stroke={dusk} strokeOpacity=".12" />
      <Words x={60} y={326} size={52} weight={800} fill={sunrise}>
        {w.dropCap}
      </Words>
      <Lines x={100} y={292} widths={[164, 170, 160]} step={14} fill={dusk} opacity={0.35} />
      <Lines x={60} y={334} widths={column(6, 204)} step={14} fill={dusk} opacity={0.35} />
      <rect x="290" y="290" width="4" height="58" rx="2" fill={sunrise} />
      <Lines x={306} y={292} widths={[190, 170, 120]} step={20} height={10} fill={dusk} opacity={0.8} />
      <Lines x={290} y={362} widths={column(4, 210)} step={14} fill={dusk} opacity={0.35} />
    </Illustration>
  );
}

/** Content strategy: a month's plan, posts, videos and e-mails on their days. */
function Calendar() {
  const { pine, teal, gold } = palettes.tusa();
  const w = words.calendar;
  const kinds = [teal, gold, pine];
  // Which day carries what: [week, weekday, kind].
  const plan = [
    [0, 1, 0],
    [0, 3, 1],
    [0, 5, 0],
    [1, 0, 2],
    [1, 2, 0],
    [1, 5, 1],
    [2, 1, 0],
    [2, 3, 2],
    [2, 4, 1],
    [3, 0, 0],
    [3, 2, 1],
    [3, 5, 0],
    [4, 1, 2],
    [4, 3, 0],
  ];
  const cell = 72;
  // Baisakh's 31 days, the month's first on a Tuesday; the next month's first days after them.
  const first = 2;
  return (
    <Illustration viewBox={VIEW} name="calendar">
      <Card x={10} y={6} width={540} height={428} rx={20} />
      <Words x={36} y={48} size={20} weight={800} fill={pine}>
        {w.month}
      </Words>
      <path d="M482 36L476 42L482 48M508 36L514 42L508 48" {...roundLine(STONE, 2.5)} />
      {w.days.map((day, index) => (
        <Words
          key={index}
          x={28 + index * cell + (cell - 8) / 2}
          y={80}
          size={11}
          weight={700}
          fill={STONE}
          anchor="middle"
        >
          {day}
        </Words>
      ))}
      {Array.from({ length: 35 }, (_, index) => {
        const week = Math.floor(index / 7);
        const day = index % 7;
        const x = 28 + day * cell;
        const top = 92 + week * 56;
        const date = index - first + 1;
        const inMonth = date >= 1 && date <= 31;
        const planned = inMonth && plan.find(([row, column]) => row === week && column === day);
        return (
          <g key={index}>
            <rect
              x={x}
              y={top}
              width={cell - 8}
              height="50"
              rx="8"
              fill={planned ? "#f4faf8" : "#fff"}
              stroke={PALE}
            />
            <Words x={x + 8} y={top + 15} size={9} weight={600} fill={inMonth ? STONE : GREY}>
              {formatNumber(inMonth ? date : date < 1 ? 30 + date : date - 31)}
            </Words>
            {planned && (
              <>
                <rect x={x + 6} y={top + 24} width={cell - 20} height="18" rx="5" fill={kinds[planned[2]]} />
                <Lines x={x + 12} y={top + 30} widths={[cell - 38]} fill="#fff" opacity={0.8} />
              </>
            )}
          </g>
        );
      })}
      {w.kinds.map((kind, index) => (
        <g key={kind}>
          <circle cx={40 + index * 130} cy="394" r="7" fill={kinds[index]} />
          <Words x={54 + index * 130} y={399} size={13} weight={600} fill={pine}>
            {kind}
          </Words>
        </g>
      ))}
    </Illustration>
  );
}

/** A momo, its pleats up, sitting at (x, y), `s` times its size. */
function Momo({ x, y: top, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${top}) scale(${s})`}>
      <path d="M-12 5C-13 -4 -5 -10 0 -12C5 -10 13 -4 12 5C6 8 -6 8 -12 5Z" fill="#fbf3e6" />
      <path d="M0 -12L-5 3M0 -12L0 4M0 -12L5 3" stroke="#d9c3a5" strokeWidth="1.2" fill="none" />
    </g>
  );
}

/** A plate of momos centred on (x, y). */
function Plate({ x, y: top, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${top}) scale(${s})`}>
      <ellipse rx="34" ry="14" cy="6" fill="#fff" />
      <ellipse rx="26" ry="9" cy="5" fill="#f1ede6" />
      <Momo x={-13} y={2} />
      <Momo x={13} y={2} />
      <Momo x={0} y={-3} />
    </g>
  );
}

/** A play button in a circle centred on (x, y). */
const play = (x: number, y: number) => (
  <g>
    <circle cx={x} cy={y} r="9" fill="#000" fillOpacity=".35" />
    <path d={`M${x - 3} ${y - 5}L${x + 5} ${y}L${x - 3} ${y + 5}Z`} fill="#fff" />
  </g>
);

/** Social media: a profile of Reels and Stories on a phone, a story and a reel beside it. */
function ReelsGrid() {
  const { chilli, turmeric, charcoal, steam } = palettes.dhuwa();
  const w = words.social;
  const tiles = [
    [chilli, "plate"],
    [charcoal, "reel"],
    [turmeric, "offer"],
    [charcoal, "plate"],
    [chilli, "offer"],
    [turmeric, "reel"],
  ] as const;
  return (
    <Illustration viewBox={VIEW} name="reels-grid">
      <g transform="rotate(-7 110 230)">
        <rect x="30" y="80" width="150" height="270" rx="18" fill={chilli} />
        <Lines x={44} y={92} widths={[58]} fill="#fff" height={3} />
        <Lines x={106} y={92} widths={[58]} fill="#fff" opacity={0.4} height={3} />
        <Plate x={105} y={250} s={1.5} />
        <Lines x={46} y={120} widths={[96, 70]} step={18} height={11} fill="#fff" />
        <rect x="58" y="306" width="94" height="26" rx="13" fill={turmeric} />
      </g>
      <g transform="rotate(7 450 230)">
        <rect x="380" y="80" width="150" height="270" rx="18" fill={charcoal} />
        <circle cx="455" cy="190" r="50" fill={chilli} fillOpacity=".4" />
        <Plate x={455} y={204} s={1.6} />
        {play(455, 140)}
        <path
          d="M504 272C500 264 490 266 490 274C490 282 504 288 504 288C504 288 518 282 518 274C518 266 508 264 504 272Z"
          fill="#fff"
        />
        <Lines x={396} y={316} widths={[80, 56]} step={12} fill="#fff" opacity={0.6} height={5} />
      </g>
      <Phone id="social-phone" x={170} y={4} width={220} height={432} fill={steam}>
        <circle cx="210" cy="66" r="24" fill={chilli} stroke={turmeric} strokeWidth="3" />
        <Words x={210} y={73} size={20} weight={800} fill="#fff" anchor="middle">
          d
        </Words>
        <Words x={244} y={62} size={13} weight={800} fill={charcoal}>
          {clientName("dhuwa-momo")}
        </Words>
        <Lines x={244} y={70} widths={[80]} fill={charcoal} opacity={0.3} height={5} />
        <rect x="244" y="80" width="76" height="20" rx="10" fill={chilli} />
        <Words x={282} y={94} size={10} weight={700} fill="#fff" anchor="middle">
          {w.follow}
        </Words>
        {[0, 1, 2, 3].map((index) => (
          <g key={index}>
            <circle
              cx={204 + index * 44}
              cy="128"
              r="15"
              fill="none"
              stroke={index % 2 ? turmeric : chilli}
              strokeWidth="2.5"
            />
            <circle
              cx={204 + index * 44}
              cy="128"
              r="11"
              fill={index % 2 ? chilli : turmeric}
              fillOpacity=".6"
            />
          </g>
        ))}
        <path d="M177 156H383" stroke={charcoal} strokeOpacity=".1" />
        <path d="M236 157H326" stroke={charcoal} strokeWidth="2" />
        <Words x={281} y={174} size={11} weight={700} fill={charcoal} anchor="middle">
          {w.reels}
        </Words>
        {tiles.map(([fill, kind], index) => {
          const x = 178 + (index % 3) * 68;
          const top = 184 + Math.floor(index / 3) * 118;
          return (
            <g key={index}>
              <rect x={x} y={top} width="66" height="116" fill={fill} />
              {kind === "plate" && <Plate x={x + 33} y={top + 62} s={0.85} />}
              {kind === "reel" && (
                <>
                  <Momo x={x + 33} y={top + 64} s={2} />
                  {play(x + 33, top + 30)}
                </>
              )}
              {kind === "offer" && (
                <>
                  <Words
                    x={x + 33}
                    y={top + 54}
                    size={11}
                    weight={800}
                    fill={fill === chilli ? "#fff" : charcoal}
                    anchor="middle"
                  >
                    {w.offer}
                  </Words>
                  <Momo x={x + 33} y={top + 80} s={1.2} />
                </>
              )}
            </g>
          );
        })}
      </Phone>
    </Illustration>
  );
}

/** E-mail and WhatsApp marketing: one announcement as an e-mail and as a broadcast message. */
function Broadcast() {
  const { madder, marigold, walnut, wool } = palettes.himali();
  const w = words.broadcast;
  const chat = "#1f7a5c";
  return (
    <Illustration viewBox={VIEW} name="broadcast">
      <defs>
        <Dhaka id="broadcast-dhaka" />
      </defs>
      <Card x={0} y={30} width={330} height={380} rx={18} />
      <circle cx="34" cy="64" r="14" fill={madder} />
      <path d="M34 56L42 64L34 72L26 64Z" fill={wool} />
      <Words x={56} y={61} size={11} weight={700} fill={TEXT}>
        {clientName("himali-loom")}
      </Words>
      <Lines x={56} y={67} widths={[90]} height={5} />
      <path d="M0 92H330" stroke={PALE} strokeWidth="2" />
      <Words x={20} y={122} size={16} weight={800} fill={walnut}>
        {w.subject}
      </Words>
      <rect x="20" y="138" width="290" height="124" rx="12" fill={walnut} />
      <rect x="190" y="138" width="120" height="124" rx="12" fill="url(#broadcast-dhaka)" />
      <rect x="182" y="138" width="16" height="124" fill={walnut} />
      <Lines x={36} y={160} widths={[120, 100, 70]} step={14} fill="#fff" opacity={0.55} />
      <rect x="36" y="218" width="100" height="28" rx="14" fill={marigold} />
      <Words x={86} y={236} size={11} weight={700} fill={walnut} anchor="middle">
        {w.button}
      </Words>
      <Lines x={20} y={282} widths={[280, 260, 270, 180]} step={15} />
      <Lines x={20} y={352} widths={[120]} fill={madder} opacity={0.5} />
      <Lines x={20} y={380} widths={[200]} fill={PALE} />
      <Phone id="broadcast-phone" x={318} y={12} width={232} height={420} fill={wool}>
        <rect x="318" y="12" width="232" height="78" fill={chat} />
        <circle cx="352" cy="62" r="14" fill={madder} />
        <path d="M352 54L360 62L352 70L344 62Z" fill={wool} />
        <Words x={374} y={60} size={11} weight={700} fill="#fff">
          {clientName("himali-loom")}
        </Words>
        <Lines x={374} y={66} widths={[60]} fill="#fff" opacity={0.5} height={5} />
        <path d="M512 54l10-6v20l-10-6h-6v-8Z" fill="#fff" />
        {/* The shop's message: the new stock's photograph and a line. */}
        <rect x="334" y="106" width="176" height="156" rx="12" fill="#fff" />
        <rect x="342" y="114" width="160" height="100" rx="8" fill={walnut} />
        <path d="M380 196C376 150 466 150 462 196Z" fill="url(#broadcast-dhaka)" />
        <rect x="372" y="192" width="100" height="8" rx="4" fill={walnut} fillOpacity=".5" />
        <Words x={344} y={234} size={11} weight={600} fill={TEXT}>
          {w.message}
        </Words>
        <Lines x={344} y={244} widths={[60]} height={5} />
        <path
          d="M474 250l4 4l7-8M480 250l4 4l7-8"
          fill="none"
          stroke="#3b82f6"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        {/* A customer's reply. */}
        <rect
          x={534 - Math.max(120, w.reply.length * 6.4 + 28)}
          y="276"
          width={Math.max(120, w.reply.length * 6.4 + 28)}
          height="34"
          rx="12"
          fill="#d9f2d0"
        />
        <Words x={520} y={297} size={11} weight={600} fill={TEXT} anchor="end">
          {w.reply}
        </Words>
        <rect x="330" y="386" width="160" height="30" rx="15" fill="#fff" />
        <circle cx="520" cy="401" r="15" fill={chat} />
        <path d="M514 395L528 401L514 407L516 401Z" fill="#fff" />
      </Phone>
    </Illustration>
  );
}

/** Packaging design: a takeaway box with its sleeve, a sauce pot and a paper bag, shot on a table. */
function PackShot() {
  const { chilli, turmeric, charcoal, steam } = palettes.dhuwa();
  const w = words.pack;
  const kraft = "#d8b48a";
  return (
    <Illustration viewBox={VIEW} name="pack-shot">
      {/* The backdrop of a product shot: a warm wall and the table. */}
      <defs>
        <linearGradient id="pack-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde3b8" />
          <stop offset="1" stopColor={steam} />
        </linearGradient>
      </defs>
      <rect x="0" y="10" width="560" height="420" rx="22" fill="url(#pack-wall)" />
      <path d="M0 330H560V408A22 22 0 0 1 538 430H22A22 22 0 0 1 0 408Z" fill="#f3d7ad" />
      <ellipse cx="290" cy="384" rx="240" ry="22" fill={charcoal} fillOpacity=".18" />
      {/* The paper bag, behind. */}
      <path d="M350 150H500L510 390H340Z" fill={charcoal} />
      <path d="M500 150L530 170L536 380L510 390Z" fill="#1a1210" />
      <path d="M392 150C392 110 458 110 458 150" fill="none" stroke={turmeric} strokeWidth="6" />
      <circle cx="425" cy="240" r="30" fill={chilli} />
      <Words x={425} y={250} size={28} weight={800} fill={steam} anchor="middle">
        d
      </Words>
      {/* The box: its lid, its front with the sleeve, its side. */}
      <path d="M60 210L170 170L330 200L220 246Z" fill={kraft} />
      <path d="M60 210L220 246V392L60 350Z" fill={steam} />
      <path d="M220 246L330 200V344L220 392Z" fill="#e8d8c4" />
      <path d="M60 254L220 294V352L60 312Z" fill={chilli} />
      <path d="M220 294L330 248V306L220 352Z" fill="#b73a17" />
      <g transform="matrix(1 .225 0 1 0 0)">
        <Words x={76} y={262} size={17} weight={800} fill={steam}>
          {clientName("dhuwa-momo")}
        </Words>
        <Words x={76} y={280} size={10} weight={600} fill={turmeric}>
          {w.tagline}
        </Words>
      </g>
      <path d="M60 210L220 246L330 200" fill="none" stroke="#fff" strokeOpacity=".5" strokeWidth="1.5" />
      {/* Steam rising from the box. */}
      <path
        d="M170 150c-8-12 8-18 0-30s8-18 0-30M200 158c-8-12 8-18 0-30s8-18 0-30M230 150c-8-12 8-18 0-30"
        fill="none"
        stroke={turmeric}
        strokeOpacity=".6"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* The sauce pot, in front. */}
      <path d="M380 330V378C380 390 460 390 460 378V330Z" fill={steam} />
      <ellipse cx="420" cy="330" rx="40" ry="11" fill={chilli} />
      <ellipse cx="420" cy="330" rx="40" ry="11" fill="none" stroke={steam} strokeWidth="3" />
      <rect x="390" y="346" width="60" height="20" rx="4" fill={turmeric} />
      <Words x={420} y={361} size={11} weight={800} fill={charcoal} anchor="middle">
        {w.sauce}
      </Words>
    </Illustration>
  );
}

/** Lens & Light's mark: a shutter in a ring, centred on (x, y). */
function Shutter({ x, y: top, r, fill }: { x: number; y: number; r: number; fill: string }) {
  const blades = Array.from({ length: 6 }, (_, index) => {
    const angle = (index * Math.PI) / 3;
    return `${index ? "L" : "M"}${(x + r * 0.5 * Math.cos(angle)).toFixed(1)} ${(top + r * 0.5 * Math.sin(angle)).toFixed(1)}`;
  }).join("");
  return (
    <g>
      <circle cx={x} cy={top} r={r} fill="none" stroke={fill} strokeWidth={r * 0.16} />
      <path d={`${blades}Z`} fill={fill} />
    </g>
  );
}

/** Branding: a photography studio's identity on its cards, price sheet and tote bag. */
function IdentityItems() {
  const { darkroom, gold, teal, paper } = palettes.lens();
  const w = words.identity;
  const name = clientName("lens-and-light");
  return (
    <Illustration viewBox={VIEW} name="identity">
      {/* The tote bag, behind. */}
      <path d="M330 110C330 50 430 50 430 110" fill="none" stroke={darkroom} strokeWidth="8" />
      <path d="M300 100H460L480 360H280Z" fill={teal} />
      <Shutter x={380} y={210} r={34} fill={gold} />
      {/* The price sheet. */}
      <g transform="rotate(-6 170 230)">
        <Card x={40} y={40} width={240} height={330} rx={6} fill={paper} />
        <Shutter x={70} y={76} r={12} fill={darkroom} />
        <Words x={90} y={81} size={12} weight={800} fill={darkroom}>
          {name}
        </Words>
        <Words x={64} y={128} size={20} weight={800} fill={darkroom}>
          {w.priceList}
        </Words>
        <rect x="64" y="140" width="40" height="4" fill={gold} />
        {[170, 210, 250, 290].map((top) => (
          <g key={top}>
            <Lines x={64} y={top} widths={[110, 70]} step={12} height={6} fill={darkroom} opacity={0.55} />
            <Lines x={214} y={top} widths={[42]} height={8} fill={teal} />
            <path d={`M64 ${top + 28}H256`} stroke={darkroom} strokeOpacity=".12" />
          </g>
        ))}
        <Lines x={64} y={336} widths={[150]} height={5} fill={darkroom} opacity={0.3} />
      </g>
      {/* The business cards, front and back. */}
      <g transform="rotate(8 420 340)">
        <rect x="300" y="290" width="220" height="126" rx="8" fill={paper} />
        <Lines x={320} y={320} widths={[90]} height={8} fill={darkroom} />
        <Lines x={320} y={338} widths={[60]} height={5} fill={gold} />
        <Lines x={320} y={370} widths={[120, 110, 90]} step={11} height={5} fill={darkroom} opacity={0.4} />
      </g>
      <g transform="rotate(-4 280 320)">
        <rect x="170" y="266" width="220" height="126" rx="8" fill={darkroom} />
        <Shutter x={220} y={329} r={24} fill={gold} />
        <Words x={252} y={325} size={11.5} weight={800} fill={paper}>
          {name}
        </Words>
        <Lines x={252} y={336} widths={[60]} height={4} fill={gold} />
      </g>
    </Illustration>
  );
}

/** A sticky note with a title and handwriting, turned a little; its pin in the brand's red. */
function Note({
  x,
  y: top,
  fill,
  title,
  turn,
  pin,
}: {
  x: number;
  y: number;
  fill: string;
  title: string;
  turn: number;
  pin: string;
}) {
  return (
    <g transform={`rotate(${turn} ${x + 80} ${top + 50})`}>
      <rect x={x} y={top} width="170" height="104" rx="4" fill={fill} />
      <Words x={x + 14} y={top + 32} size={13} weight={800} fill="#3a2418">
        {title}
      </Words>
      <Lines
        x={x + 14}
        y={top + 48}
        widths={[130, 110, 80]}
        step={14}
        height={5}
        fill="#3a2418"
        opacity={0.4}
      />
      <circle cx={x + 85} cy={top + 8} r="6" fill={pin} />
    </g>
  );
}

/** Brand strategy: a workshop's board: who, the promise, the voice, the map of rivals, the colours. */
function StrategyBoard() {
  const { madder, marigold, walnut, wool } = palettes.himali();
  const w = words.strategy;
  const rivals = [
    [330, 110],
    [466, 150],
    [488, 250],
    [350, 268],
    [410, 290],
  ];
  return (
    <Illustration viewBox={VIEW} name="strategy-board">
      <Card x={0} y={10} width={560} height={420} rx={20} fill="#fbfaf7" />
      <Note x={24} y={36} fill={wool} title={w.who} turn={-3} pin={madder} />
      <Note x={30} y={166} fill="#f6d9a3" title={w.promise} turn={2} pin={walnut} />
      <Note x={22} y={296} fill="#f1c9c2" title={w.voice} turn={-2} pin={madder} />
      {/* The positioning map: everyday to special, handmade to factory-made. */}
      <path d="M230 190H540M385 40V320" stroke={walnut} strokeOpacity=".35" strokeWidth="2" />
      <path
        d="M534 184L542 190L534 196M379 46L385 38L391 46"
        fill="none"
        stroke={walnut}
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <Words x={536} y={212} size={11} weight={700} fill={walnut} anchor="end">
        {w.axisX}
      </Words>
      <Words x={395} y={52} size={11} weight={700} fill={walnut}>
        {w.axisY}
      </Words>
      {rivals.map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="9" fill={GREY} />
      ))}
      <circle cx="460" cy="92" r="24" fill={madder} fillOpacity=".15" />
      <circle cx="460" cy="92" r="12" fill={madder} />
      <Words x={460} y={132} size={11} weight={800} fill={madder} anchor="middle">
        {clientName("himali-loom")}
      </Words>
      {/* The colours and the weave it owns. */}
      {[madder, marigold, walnut, wool].map((fill, index) => (
        <circle
          key={fill}
          cx={256 + index * 44}
          cy="374"
          r="18"
          fill={fill}
          stroke={walnut}
          strokeOpacity=".15"
        />
      ))}
      <defs>
        <Dhaka id="strategy-dhaka" />
      </defs>
      <rect x="436" y="346" width="100" height="56" rx="10" fill="url(#strategy-dhaka)" />
    </Illustration>
  );
}

/** Personal branding: a professional's profile, their photographs, and their card. */
function ProfileCard() {
  const { darkroom, gold, teal, paper } = palettes.lens();
  const w = words.profile;
  return (
    <Illustration viewBox={VIEW} name="profile">
      <Card x={20} y={14} width={400} height={360} rx={18} />
      <defs>
        <clipPath id="profile-cover">
          <path d="M20 32A18 18 0 0 1 38 14H402A18 18 0 0 1 420 32V110H20Z" />
        </clipPath>
      </defs>
      <g clipPath="url(#profile-cover)">
        <rect x="20" y="14" width="400" height="96" fill={darkroom} />
        <circle cx="340" cy="70" r="30" fill={gold} />
        <path d="M20 110L120 60L200 96L280 52L420 110Z" fill={teal} />
      </g>
      <circle cx="88" cy="112" r="46" fill="#fff" />
      <Avatar id="profile-face" cx={88} cy={112} r={40} back={paper} shirt={darkroom} skin="#b9825c" />
      <Lines x={40} y={172} widths={[150]} height={12} fill={darkroom} />
      <Words x={40} y={208} size={13} weight={600} fill={teal}>
        {w.role}
      </Words>
      <Lines x={40} y={220} widths={[200]} height={5} />
      <rect x="300" y="124" width="100" height="30" rx="15" fill={gold} />
      <Words x={350} y={144} size={12} weight={700} fill={darkroom} anchor="middle">
        {w.connect}
      </Words>
      {[0, 1, 2].map((index) => {
        const x = 40 + index * 124;
        return (
          <g key={index}>
            <rect x={x} y="246" width="114" height="108" rx="10" fill={[teal, gold, darkroom][index]} />
            <circle cx={x + 80} cy="280" r="12" fill={paper} fillOpacity=".8" />
            <path
              d={`M${x} 330L${x + 40} 296L${x + 70} 320L${x + 114} 286V354H${x}Z`}
              fill={darkroom}
              fillOpacity=".45"
            />
          </g>
        );
      })}
      <g transform="rotate(-6 440 350)">
        <rect x="330" y="290" width="210" height="120" rx="8" fill={darkroom} />
        <circle cx="378" cy="350" r="26" fill={gold} />
        <path d={star(378, 350, 13)} fill={darkroom} />
        <Lines x={416} y={334} widths={[100]} height={9} fill={paper} />
        <Lines x={416} y={352} widths={[70]} height={5} fill={gold} />
        <Lines x={416} y={374} widths={[90, 76]} step={11} height={4} fill={paper} opacity={0.5} />
      </g>
    </Illustration>
  );
}

/** Website design: one website on a laptop and on a phone, laid out for each. */
function ResponsiveSite() {
  const { violet, ink, lilac, mint } = palettes.ginti();
  const w = words.website;
  const chart = (x: number, top: number, scale: number) => (
    <g transform={`translate(${x} ${top}) scale(${scale})`}>
      <rect width="150" height="120" rx="12" fill="#fff" />
      <Lines x={14} y={14} widths={[60]} height={6} fill={ink} opacity={0.5} />
      {[40, 60, 46, 76, 64, 90].map((height, index) => (
        <rect
          key={index}
          x={16 + index * 21}
          y={106 - height}
          width="13"
          height={height}
          rx="4"
          fill={index === 5 ? violet : lilac}
        />
      ))}
      <path
        d="M16 74L40 62L64 68L88 46L112 52L136 28"
        fill="none"
        stroke={mint}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </g>
  );
  return (
    <Illustration viewBox={VIEW} name="responsive-site">
      {/* The laptop. */}
      <rect x="10" y="30" width="440" height="290" rx="16" fill="#3b3553" />
      <rect x="22" y="42" width="416" height="266" rx="6" fill="#faf8ff" />
      <path d="M0 320H460L444 344H16Z" fill="#c9c4d8" />
      <rect x="190" y="320" width="80" height="7" rx="3.5" fill="#a49dba" />
      <Words x={40} y={70} size={15} weight={800} fill={violet}>
        {clientName("ginti")}
      </Words>
      {[0, 1, 2].map((index) => (
        <rect key={index} x={250 + index * 40} y="60" width="30" height="6" rx="3" fill={GREY} />
      ))}
      <rect x="376" y="54" width="50" height="18" rx="9" fill={violet} />
      <Words x={40} y={130} size={21} weight={800} fill={ink}>
        {w.headline}
      </Words>
      <Lines x={40} y={146} widths={[190, 150]} step={13} fill={ink} opacity={0.35} />
      <rect x="40" y="184" width="104" height="32" rx="16" fill={violet} />
      <Words x={92} y={204} size={11} weight={700} fill="#fff" anchor="middle">
        {w.button}
      </Words>
      <rect x="268" y="108" width="160" height="130" rx="14" fill={lilac} />
      {chart(278, 116, 0.93)}
      {[0, 1, 2, 3].map((index) => (
        <rect key={index} x={40 + index * 98} y="268" width="70" height="10" rx="5" fill={GREY} />
      ))}
      {/* The phone, with the same page laid out in one column. */}
      <Phone id="site-phone" x={386} y={118} width={170} height={316} fill="#faf8ff">
        <Words x={406} y={166} size={12} weight={800} fill={violet}>
          {clientName("ginti")}
        </Words>
        <path d="M514 156H530M514 161H530M514 166H530" stroke={ink} strokeWidth="2" strokeLinecap="round" />
        <Lines x={406} y={186} widths={[120, 96]} step={16} height={11} fill={ink} />
        <Lines x={406} y={222} widths={[128, 100]} step={10} height={5} fill={ink} opacity={0.35} />
        <rect x="406" y="248" width="130" height="28" rx="14" fill={violet} />
        <Words x={471} y={266} size={10} weight={700} fill="#fff" anchor="middle">
          {w.button}
        </Words>
        {chart(406, 290, 0.87)}
      </Phone>
    </Illustration>
  );
}

/** The drawings by the names a service's file gives them (`visual.kind`). */
export const servicePictureDrawings: Record<(typeof servicePictures)[number], () => ReactNode> = {
  "search-results": SearchResults,
  "before-after": BeforeAfter,
  "wireframe-to-screen": WireframeToScreen,
  "app-screens": AppScreens,
  article: Article,
  calendar: Calendar,
  "reels-grid": ReelsGrid,
  broadcast: Broadcast,
  "pack-shot": PackShot,
  identity: IdentityItems,
  "strategy-board": StrategyBoard,
  profile: ProfileCard,
  "responsive-site": ResponsiveSite,
};
