import type { ReactNode } from "react";
import {
  AMBER,
  Avatar,
  BLUE,
  Card,
  CRIMSON,
  GREY,
  Illustration,
  INK,
  Lines,
  PALE,
  palettes,
  Phone,
  roundLine,
  SKY,
  STONE,
  star,
  TEAL,
  Words,
} from "./drawing";

/**
 * The studio's own illustrations for heroes with no case study of their own: flat shapes in the
 * brand's palette (docs/DESIGN.md: the agency's own graphics share its palette). Decorative: each
 * page says in words what its picture shows.
 */

/** A dotted path: the way taken, on the postcards and behind the letter. */
function Trail({ d, opacity = 1 }: { d: string; opacity?: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke="#fff"
      strokeOpacity={0.8 * opacity}
      strokeWidth="4"
      strokeLinecap="round"
      strokeDasharray="2 12"
    />
  );
}

/** A snow cap on a peak at (x, y) whose slopes fall `left` and `right` pixels in 20 down. */
const snowCap = (x: number, y: number, left: number, right: number) =>
  `M${x} ${y}L${x - left} ${y + 20}L${x - left / 3} ${y + 15}L${x} ${y + 22}L${x + right / 3} ${y + 15}L${x + right} ${y + 20}Z`;

/** A postcard of hills and peaks at sunrise, shared by the story's trail and the lost path. */
function Landscape({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <defs>
        <clipPath id={id}>
          <rect width="560" height="420" rx="24" />
        </clipPath>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b3a86" />
          <stop offset=".6" stopColor="#6f7fc0" />
          <stop offset="1" stopColor="#f2b27c" />
        </linearGradient>
      </defs>
      <g clipPath={`url(#${id})`}>
        <rect width="560" height="420" fill={`url(#${id}-sky)`} />
        <circle cx="470" cy="150" r="50" fill="#ffd166" />
        <path d="M0 230L80 170L150 200L240 120L330 180L420 110L560 200V420H0Z" fill="#8aa6e8" />
        <path
          d={`${snowCap(80, 170, 27, 47)}${snowCap(240, 120, 22, 30)}${snowCap(420, 110, 32, 31)}`}
          fill="#fff"
        />
        <path d="M0 300L120 240L200 250L300 170L400 240L560 214V420H0Z" fill="#2c4f9e" />
        <path d={snowCap(300, 170, 25, 20)} fill="#fff" fillOpacity=".9" />
        <path d="M0 340C110 300 230 318 320 300C420 280 490 296 560 282V420H0Z" fill={BLUE} />
        <path d="M0 384C120 362 260 374 560 342V420H0Z" fill={INK} />
        {children}
      </g>
      <rect width="559" height="419" x=".5" y=".5" rx="24" fill="none" stroke="#fff" strokeOpacity=".15" />
    </>
  );
}

/** /about/our-story: a trail winding up from the valley past five milestones to a flag. */
export function JourneyIllustration() {
  const milestones = [
    [60, 398],
    [170, 364],
    [262, 318],
    [236, 256],
    [300, 196],
  ];
  return (
    <Illustration viewBox="0 0 560 420" name="journey">
      <Landscape id="journey">
        <Trail d="M60 398C110 386 140 376 170 364C210 348 270 342 262 318C256 298 222 282 236 256C248 234 290 222 300 196" />
        {milestones.map(([cx, cy]) => (
          <circle key={cx} cx={cx} cy={cy} r="9" fill="#fff" stroke={CRIMSON} strokeWidth="5" />
        ))}
        <path d="M300 196V112" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <path d="M302 114L346 128L302 144Z" fill={CRIMSON} />
      </Landscape>
    </Illustration>
  );
}

/** The not-found page: a signpost whose arrows disagree, and a trail that ends in a question. */
export function LostIllustration() {
  return (
    <Illustration viewBox="0 0 560 420" name="lost">
      <Landscape id="lost">
        <Trail d="M40 400C120 380 180 372 230 350C300 320 250 290 300 276" />
        <path d="M396 392V214" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
        <path d="M330 222H454L478 244L454 266H330Z" fill={CRIMSON} />
        <path d="M462 282H338L314 304L338 326H462Z" fill="#fff" />
        <path
          d="M350 244H430M352 304H440"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeOpacity=".9"
        />
        <path d="M352 304H440" stroke={INK} strokeWidth="6" strokeLinecap="round" strokeOpacity=".35" />
        <text
          x="318"
          y="262"
          fontSize="54"
          fontWeight="800"
          fill="#fff"
          fontFamily="inherit"
          textAnchor="middle"
        >
          ?
        </text>
      </Landscape>
    </Illustration>
  );
}

/** /about/values: six tiles, one shape for each value, laid out as a staggered mosaic. */
export function ValuesIllustration() {
  const tile = (x: number, y: number, fill: string, shape: ReactNode) => (
    <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
      <rect width="160" height="160" rx="24" fill={fill} />
      {shape}
    </g>
  );
  return (
    <Illustration viewBox="0 0 540 420" name="values">
      {tile(
        0,
        30,
        CRIMSON,
        <path
          d="M80 122C40 94 34 70 46 56C58 42 74 46 80 60C86 46 102 42 114 56C126 70 120 94 80 122Z"
          fill="#fff"
        />,
      )}
      {tile(
        190,
        0,
        SKY,
        <>
          <circle cx="64" cy="80" r="34" fill={INK} />
          <circle cx="96" cy="80" r="34" fill="#fff" fillOpacity=".85" />
        </>,
      )}
      {tile(380, 30, AMBER, <path d="M80 28L92 68L132 80L92 92L80 132L68 92L28 80L68 68Z" fill={INK} />)}
      {tile(
        0,
        220,
        BLUE,
        <path d="M80 32L124 80L80 128L36 80Z M80 58L102 80L80 102L58 80Z" fill="#fff" fillRule="evenodd" />,
      )}
      {tile(
        190,
        190,
        TEAL,
        <>
          {Array.from({ length: 6 }, (_, index) => {
            const angle = (index * Math.PI) / 3;
            return (
              <circle
                key={index}
                cx={80 + 40 * Math.cos(angle)}
                cy={80 + 40 * Math.sin(angle)}
                r="13"
                fill={index % 2 ? "#fff" : INK}
              />
            );
          })}
        </>,
      )}
      {tile(
        380,
        220,
        "#fff",
        <path d="M80 30L122 46V82C122 108 104 124 80 132C56 124 38 108 38 82V46Z" fill={BLUE} />,
      )}
    </Illustration>
  );
}

/** /plans: three packages as cards that grow from left to right, the middle one marked. */
export function PlansIllustration() {
  const card = (x: number, top: number, highlighted: boolean, rows: number) => (
    <g key={x} transform={`translate(${x} ${top})`}>
      <rect
        width="150"
        height={400 - top}
        rx="20"
        fill={highlighted ? "#fff" : "#fff"}
        fillOpacity={highlighted ? 1 : 0.1}
      />
      <rect
        width="149"
        height={399 - top}
        x=".5"
        y=".5"
        rx="20"
        fill="none"
        stroke="#fff"
        strokeOpacity={highlighted ? 0 : 0.25}
      />
      {highlighted && <rect x="20" y="-14" width="80" height="28" rx="14" fill={CRIMSON} />}
      <rect x="22" y="34" width="64" height="10" rx="5" fill={highlighted ? INK : "#fff"} fillOpacity=".8" />
      <rect x="22" y="56" width="96" height="18" rx="9" fill={highlighted ? BLUE : "#fff"} />
      {Array.from({ length: rows }, (_, index) => (
        <g key={index} transform={`translate(22 ${100 + index * 34})`}>
          <circle cx="9" cy="9" r="9" fill={highlighted ? CRIMSON : TEAL} />
          <path
            d="M5 9L8 12L13 6"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect
            x="28"
            y="4"
            width={62 - (index % 2) * 18}
            height="10"
            rx="5"
            fill={highlighted ? "#94a3b8" : "#fff"}
            fillOpacity=".6"
          />
        </g>
      ))}
    </g>
  );
  return (
    <Illustration viewBox="0 0 510 420" name="plans">
      {card(0, 170, false, 3)}
      {card(180, 70, true, 6)}
      {card(360, 20, false, 7)}
    </Illustration>
  );
}

/** The form landing pages: a letter on its way, with a tick when it was sent and a mark when not. */
export function LetterIllustration({
  tone,
  paper = "letter",
}: {
  tone: "success" | "failure";
  /**
   * What went: a letter (an enquiry), the newsletter's first issue on its way, or the form itself
   * with the field to mend marked (a field the server refused).
   */
  paper?: "letter" | "newsletter" | "form";
}) {
  return (
    <Illustration viewBox="0 0 520 400" name={`${paper}-${tone}`}>
      <Trail d="M24 330C90 300 100 250 160 240" opacity={0.75} />
      {paper === "letter" ? (
        <g transform="rotate(-6 300 210)">
          <rect x="150" y="100" width="300" height="210" rx="20" fill="#fff" />
          <path
            d="M150 124L300 226L450 124"
            fill="none"
            stroke={SKY}
            strokeWidth="10"
            strokeLinejoin="round"
          />
          <path d="M160 300L262 206M440 300L338 206" stroke="#e2e8f0" strokeWidth="8" strokeLinecap="round" />
        </g>
      ) : paper === "form" ? (
        <g transform="rotate(-6 300 210)">
          <Card x={160} y={70} width={260} height={290} rx={18} />
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(184 ${98 + row * 62})`}>
              <Lines x={0} y={0} widths={[70 + (row % 2) * 30]} height={8} fill={STONE} opacity={0.6} />
              <rect
                x="0"
                y="16"
                width="212"
                height="30"
                rx="8"
                fill={row === 2 ? "#fff1f3" : PALE}
                stroke={row === 2 ? CRIMSON : GREY}
                strokeWidth={row === 2 ? 3 : 1.5}
              />
              {row !== 2 && (
                <Lines x={12} y={28} widths={[90 - row * 24]} height={7} fill={INK} opacity={0.5} />
              )}
            </g>
          ))}
          <Lines x={184} y={286} widths={[40]} height={7} fill={INK} opacity={0.5} />
          <rect x="184" y="314" width="96" height="28" rx="14" fill={CRIMSON} fillOpacity=".35" />
        </g>
      ) : (
        <g transform="rotate(-6 300 210)">
          <rect
            x="190"
            y="96"
            width="230"
            height="250"
            rx="14"
            fill={SKY}
            fillOpacity=".6"
            transform="rotate(8 305 221)"
          />
          <rect x="170" y="86" width="230" height="250" rx="14" fill="#fff" />
          <path d="M170 100A14 14 0 0 1 184 86H386A14 14 0 0 1 400 100V132H170Z" fill={BLUE} />
          <Lines x={190} y={104} widths={[90]} height={10} fill="#fff" />
          <rect x="190" y="150" width="190" height="74" rx="8" fill={SKY} fillOpacity=".5" />
          <circle cx="340" cy="176" r="14" fill="#ffd166" />
          <path d="M190 224L240 184L276 210L310 190L380 224Z" fill={BLUE} fillOpacity=".6" />
          <Lines x={190} y={240} widths={[180, 170, 186, 120]} step={16} height={7} fill={GREY} />
          <rect x="190" y="306" width="70" height="16" rx="8" fill={CRIMSON} />
        </g>
      )}
      <circle
        cx="430"
        cy="110"
        r="52"
        fill={tone === "success" ? "#22a55a" : CRIMSON}
        stroke={INK}
        strokeOpacity=".2"
        strokeWidth="8"
      />
      {tone === "success" ? (
        <path
          d="M406 110L424 128L456 94"
          fill="none"
          stroke="#fff"
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M430 84V116M430 136V137" fill="none" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
      )}
    </Illustration>
  );
}

/**
 * /testimonials: a client's words on a card, with their portrait and stars, and two more clients'
 * cards behind it, each portrait in its business's colours. Decorative: the page quotes them.
 */
export function QuoteIllustration() {
  const himali = palettes.himali();
  const dhuwa = palettes.dhuwa();
  const lens = palettes.lens();
  const behind = (x: number, y: number, turn: number, fill: string, face: ReactNode) => (
    <g transform={`rotate(${turn} ${x + 120} ${y + 70})`}>
      <rect x={x} y={y} width="240" height="140" rx="18" fill={fill} />
      {face}
      <Lines x={x + 80} y={y + 34} widths={[130, 110, 80]} step={16} height={7} fill="#fff" opacity={0.75} />
      <Lines x={x + 24} y={y + 104} widths={[70]} height={7} fill="#fff" opacity={0.45} />
    </g>
  );
  return (
    <Illustration viewBox="0 0 560 440" name="quote">
      {behind(
        290,
        30,
        6,
        dhuwa.chilli,
        <Avatar
          id="quote-dhuwa"
          cx={334}
          cy={76}
          r={28}
          back={dhuwa.turmeric}
          shirt={dhuwa.charcoal}
          skin="#c68a5c"
        />,
      )}
      {behind(
        20,
        40,
        -7,
        lens.teal,
        <Avatar
          id="quote-lens"
          cx={64}
          cy={86}
          r={28}
          back={lens.gold}
          shirt={lens.darkroom}
          skin="#a8734f"
        />,
      )}
      <g transform="rotate(-2 280 270)">
        <Card x={70} y={120} width={420} height={290} rx={22} />
        <path
          d="M112 222C112 190 128 172 152 164L158 176C144 184 138 194 138 204H156V240H112ZM172 222C172 190 188 172 212 164L218 176C204 184 198 194 198 204H216V240H172Z"
          fill={CRIMSON}
        />
        <Lines x={112} y={262} widths={[336, 320, 344, 210]} step={20} height={9} fill={INK} opacity={0.7} />
        <path d="M112 350H448" stroke={GREY} strokeOpacity=".6" />
        <Lines x={112} y={368} widths={[120, 84]} step={18} height={9} fill={INK} opacity={0.85} />
        <path d={[0, 1, 2, 3, 4].map((index) => star(340 + index * 26, 380, 10)).join("")} fill={AMBER} />
        <circle cx="422" cy="136" r="66" fill="#fff" />
        <Avatar
          id="quote-himali"
          cx={422}
          cy={136}
          r={58}
          back={himali.marigold}
          shirt={himali.madder}
          hair={himali.walnut}
        />
      </g>
    </Illustration>
  );
}

/**
 * /about/careers: the studio's desk by the window, a screen on, and the chair pulled out with a
 * tag that says whose it is: the seat still open.
 */
export function SeatIllustration({ label }: { label: string }) {
  return (
    <Illustration viewBox="0 0 560 440" name="seat">
      {/* The window: the hills behind the town at dusk. */}
      <rect x="40" y="10" width="300" height="210" rx="18" fill={SKY} fillOpacity=".25" />
      <rect x="52" y="22" width="276" height="186" rx="10" fill="#1b3a86" />
      <circle cx="260" cy="86" r="26" fill="#ffd166" />
      <path d="M52 160L120 112L176 142L240 100L328 150V208H52Z" fill="#2c4f9e" />
      <path d="M52 184C130 164 220 176 328 164V208H52Z" fill={BLUE} />
      <path d="M190 22V208M52 116H328" stroke="#fff" strokeOpacity=".5" strokeWidth="6" />
      {/* The desk, its screen, a plant and a cup of tea. */}
      <rect x="20" y="292" width="520" height="16" rx="8" fill="#fff" />
      <path
        d="M52 308V430M508 308V430"
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <rect
        x="330"
        y="120"
        width="200"
        height="132"
        rx="12"
        fill={INK}
        stroke="#fff"
        strokeOpacity=".3"
        strokeWidth="2"
      />
      <rect x="340" y="130" width="180" height="112" rx="6" fill="#fff" />
      <rect x="350" y="140" width="70" height="92" rx="6" fill={CRIMSON} fillOpacity=".9" />
      <Lines x={430} y={144} widths={[76, 60, 70, 40]} step={14} height={6} fill={INK} opacity={0.35} />
      <rect x="430" y="206" width="60" height="20" rx="10" fill={BLUE} />
      <path d="M420 252L414 292H446L440 252Z" fill="#fff" fillOpacity=".85" />
      <path d="M60 292L68 246H112L120 292Z" fill={CRIMSON} />
      <path
        d="M90 246C70 226 60 200 74 186C84 206 92 222 90 246ZM90 246C96 214 112 196 130 194C124 218 110 236 90 246ZM90 246C86 220 92 196 104 180C110 204 102 228 90 246Z"
        fill={TEAL}
      />
      <rect x="280" y="260" width="30" height="32" rx="6" fill={AMBER} />
      <path d="M310 268C322 268 322 284 310 284" fill="none" stroke={AMBER} strokeWidth="4" />
      <path
        d="M288 250c-6-8 6-12 0-20M300 250c-6-8 6-12 0-20"
        fill="none"
        stroke="#fff"
        strokeOpacity=".6"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* The chair, pulled out in front of the desk, with its tag. */}
      <ellipse cx="206" cy="424" rx="80" ry="8" fill="#000" fillOpacity=".25" />
      <path
        d="M206 366V404M160 420L206 404L252 420"
        fill="none"
        stroke="#fff"
        strokeOpacity=".75"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="160" cy="422" r="7" fill="#fff" fillOpacity=".75" />
      <circle cx="252" cy="422" r="7" fill="#fff" fillOpacity=".75" />
      <path d="M206 330V346" stroke="#fff" strokeOpacity=".75" strokeWidth="8" />
      <path
        d="M152 332C146 290 150 252 172 248H240C262 252 266 290 260 332Z"
        fill={BLUE}
        stroke="#fff"
        strokeOpacity=".45"
        strokeWidth="2"
      />
      <rect
        x="136"
        y="340"
        width="140"
        height="28"
        rx="14"
        fill={BLUE}
        stroke="#fff"
        strokeOpacity=".45"
        strokeWidth="2"
      />
      <path d="M248 272L284 322" stroke="#fff" strokeWidth="2" />
      <g transform="rotate(8 330 340)">
        <rect
          x="272"
          y="316"
          width={Math.max(110, label.length * 10 + 36)}
          height="44"
          rx="10"
          fill={CRIMSON}
        />
        <circle cx="288" cy="338" r="5" fill="#fff" />
        <Words x={302} y={345} size={17} weight={800} fill="#fff">
          {label}
        </Words>
      </g>
    </Illustration>
  );
}

/**
 * /contact: a conversation on a phone, the visitor's message and the studio's reply (DECISIONS.md
 * 28: one tap to a chat), beside a letter and a pin on the map: the ways to reach a person.
 */
export function ContactIllustration() {
  return (
    <Illustration viewBox="0 0 560 360" name="contact">
      {/* The map, a pin on the town, and the letter over it. */}
      <g transform="rotate(-5 150 190)">
        <rect x="30" y="70" width="250" height="190" rx="18" fill={SKY} fillOpacity=".3" />
        <path
          d="M30 170C90 150 120 200 180 180S250 130 280 150"
          {...roundLine("#fff", 10)}
          strokeOpacity=".5"
        />
        <path d="M110 70L130 260M30 120L280 108" {...roundLine("#fff", 6)} strokeOpacity=".35" />
        <path
          d="M150 96C128 96 114 112 114 130C114 156 150 188 150 188S186 156 186 130C186 112 172 96 150 96Z"
          fill={CRIMSON}
        />
        <circle cx="150" cy="130" r="13" fill="#fff" />
      </g>
      <g transform="rotate(4 150 290)">
        <rect x="60" y="232" width="190" height="112" rx="14" fill="#fff" />
        <path d="M60 246L155 306L250 246" fill="none" stroke={SKY} strokeWidth="8" strokeLinejoin="round" />
      </g>
      {/* The phone and its chat. */}
      <Phone id="contact-drawing-phone" x={300} y={14} width={200} height={336} fill={PALE}>
        <rect x="307" y="21" width="186" height="58" fill={TEAL} />
        <circle cx="336" cy="56" r="14" fill="#fff" fillOpacity=".9" />
        <Lines x={358} y={46} widths={[70, 46]} step={14} height={7} fill="#fff" opacity={0.85} />
        <rect x="318" y="96" width="130" height="50" rx="14" fill="#fff" />
        <Lines x={332} y={110} widths={[100, 72]} step={14} height={7} fill={INK} opacity={0.45} />
        <rect x="352" y="160" width="134" height="64" rx="14" fill={TEAL} fillOpacity=".9" />
        <Lines x={366} y={174} widths={[104, 96, 60]} step={14} height={7} fill="#fff" opacity={0.85} />
        <rect x="318" y="238" width="110" height="36" rx="14" fill="#fff" />
        <Lines x={332} y={252} widths={[80]} height={7} fill={INK} opacity={0.45} />
        <rect x="318" y="298" width="138" height="30" rx="15" fill="#fff" />
        <circle cx="474" cy="313" r="15" fill={TEAL} />
        <path d="M468 313H480M475 307L481 313L475 319" {...roundLine("#fff", 2.5)} />
      </Phone>
    </Illustration>
  );
}

/**
 * /faq: questions as a list that opens, the first one open on its answer, and a question mark
 * (the same in both languages).
 */
export function FaqIllustration() {
  const question = (y: number, open: boolean, width: number) => (
    <g key={y}>
      <Card x={40} y={y} width={420} height={open ? 150 : 58} rx={16} />
      <Lines x={66} y={y + 23} widths={[width]} height={10} fill={INK} opacity={0.8} />
      <path
        d={open ? `M424 ${y + 34}L432 ${y + 26}L440 ${y + 34}` : `M424 ${y + 26}L432 ${y + 34}L440 ${y + 26}`}
        {...roundLine(open ? CRIMSON : STONE, 3.5)}
      />
      {open && (
        <>
          <path d={`M66 ${y + 54}H434`} stroke={GREY} strokeOpacity=".7" />
          <Lines
            x={66}
            y={y + 74}
            widths={[320, 300, 316, 200]}
            step={18}
            height={8}
            fill={INK}
            opacity={0.4}
          />
        </>
      )}
    </g>
  );
  return (
    <Illustration viewBox="0 0 560 360" name="faq">
      {question(20, true, 250)}
      {question(186, false, 210)}
      {question(258, false, 280)}
      <g transform="rotate(8 478 70)">
        <circle cx="478" cy="70" r="56" fill={CRIMSON} stroke={INK} strokeOpacity=".2" strokeWidth="8" />
        <path
          d="M460 54C460 40 470 32 480 32C492 32 500 40 500 52C500 66 482 68 482 84"
          {...roundLine("#fff", 10)}
        />
        <circle cx="482" cy="104" r="6" fill="#fff" />
      </g>
      <circle cx="500" cy="300" r="22" fill={AMBER} />
      <circle cx="30" cy="338" r="12" fill={SKY} fillOpacity=".7" />
    </Illustration>
  );
}

/**
 * /insights and its topics: the journal open at an article, its picture and headline on the left
 * page and its columns on the right; on a topic's page the headline is the topic's name, so each
 * topic's picture is its own.
 */
export function JournalIllustration({ headline, name }: { headline?: string; name: string }) {
  return (
    <Illustration viewBox="0 0 560 360" name={name}>
      <path d="M280 40C220 20 120 16 40 30V330C120 316 220 320 280 340Z" fill="#fff" />
      <path d="M280 40C340 20 440 16 520 30V330C440 316 340 320 280 340Z" fill={PALE} />
      <path d="M280 40V340" stroke={GREY} strokeWidth="2" />
      <rect x="64" y="54" width="192" height="110" rx="10" fill={BLUE} />
      <circle cx="214" cy="88" r="16" fill="#ffd166" />
      <path
        d="M64 140L120 96L160 124L196 100L256 140V154A10 10 0 0 1 246 164H74A10 10 0 0 1 64 154Z"
        fill={SKY}
      />
      {headline ? (
        <foreignObject x="64" y="176" width="192" height="72">
          <p
            style={{ margin: 0, color: INK, fontSize: 22, fontWeight: 800, lineHeight: 1.35 }}
            className="line-clamp-2"
          >
            {headline}
          </p>
        </foreignObject>
      ) : (
        <Lines x={64} y={184} widths={[184, 130]} step={24} height={14} fill={INK} opacity={0.85} />
      )}
      <Lines x={64} y={256} widths={[190, 176, 186, 120]} step={16} height={7} fill={STONE} opacity={0.5} />
      <Lines
        x={304}
        y={60}
        widths={[190, 180, 192, 170, 150]}
        step={16}
        height={7}
        fill={STONE}
        opacity={0.5}
      />
      <path d="M304 158H350" {...roundLine(CRIMSON, 6)} />
      <Lines x={304} y={176} widths={[196, 170]} step={22} height={11} fill={INK} opacity={0.7} />
      <Lines x={304} y={230} widths={[190, 184, 192, 120]} step={16} height={7} fill={STONE} opacity={0.5} />
      <rect x="440" y="290" width="54" height="18" rx="9" fill={CRIMSON} fillOpacity=".8" />
    </Illustration>
  );
}
