import { composeStories } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { DEFAULT_THEME, GlobalStyle, loadShippedFonts, SHIPPED_FONTS } from './index.ts';

// Decision 2085: every glyph on screen comes from a font the app ships, never from the machine. The browser
// itself says which fonts drew each element's text (DevTools' platform fonts); a font of the machine
// shows there whatever the CSS asks for: a control that does not inherit the font, a family left out of
// the theme, a character no shipped font has. An SVG image's text is not in the page: it is found in the image.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}
interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
}

const session = cdp();
const HOST = 'fonts-host';
const NOT_DRAWN = new Set(['STYLE', 'SCRIPT', 'TITLE', 'NOSCRIPT']);

/** The body of the document the test renders in (the test runs in a frame of the runner's page). */
function ownBody(node: DomNode): DomNode | undefined {
  const inside = [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])];
  if (node.nodeName === 'BODY' && inside.some((child) => child.attributes?.includes(HOST))) return node;
  for (const child of inside) {
    const body = ownBody(child);
    if (body) return body;
  }
  return undefined;
}

/** Every element that draws text of its own (in a control's inner shadow tree too), with that text. */
function textElements(node: DomNode, found: Map<number, string>): Map<number, string> {
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    if (child.nodeType === Node.TEXT_NODE && child.nodeValue.trim() && !NOT_DRAWN.has(node.nodeName)) {
      found.set(node.nodeId, `${found.get(node.nodeId) ?? ''}${child.nodeValue.trim()}`);
    }
    textElements(child, found);
  }
  return found;
}

/** The fonts that drew the page's text, each with the texts it drew. */
async function fontsDrawn(): Promise<Map<string, string[]>> {
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const body = ownBody(root);
  if (!body) throw new Error('the test page is not in the document');
  const drawn = new Map<string, string[]>();
  await Promise.all(
    [...textElements(body, new Map())].map(async ([nodeId, text]) => {
      const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
        fonts: PlatformFont[];
      };
      for (const font of fonts) {
        // A face names its weight after its family ('Noto Sans SemiBold').
        const family = font.familyName.replace(/ (Regular|SemiBold|Bold)?( ?Italic)?$/, '');
        const name = font.isCustomFont ? family : `${font.familyName} (the machine's)`;
        drawn.set(name, [...(drawn.get(name) ?? []), text]);
      }
    }),
  );
  return drawn;
}

/**
 * The texts the page's SVG images (a brand's logo) draw as text: an image cannot use the page's fonts, so
 * the machine's draw them, whatever family the image names. A logo gives its letters as paths instead.
 */
async function textsInImages(): Promise<string[]> {
  const sources = new Set(
    [...document.body.querySelectorAll('img')]
      .map((img) => img.src)
      .filter((src) => src.startsWith('data:image/svg+xml') || /\.svg([?#]|$)/.test(src)),
  );
  const texts: string[] = [];
  for (const src of sources) {
    const image = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml');
    for (const text of image.querySelectorAll('text')) {
      texts.push(
        `${text.textContent ?? ''} (text in an image, drawn in the machine's font: ${src.slice(0, 60)}…)`,
      );
    }
  }
  return texts;
}

let root: Root | undefined;
async function render(node: ReactNode) {
  const host = document.createElement('div');
  host.setAttribute(HOST, '');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <ThemeProvider theme={DEFAULT_THEME}>
        <GlobalStyle />
        {node}
      </ThemeProvider>,
    );
  });
  await document.fonts.ready;
}

beforeAll(async () => {
  await loadShippedFonts();
  await session.send('DOM.enable');
  await session.send('CSS.enable');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const shipped: string[] = Object.values(SHIPPED_FONTS);
const machineFonts = (drawn: Map<string, string[]>) =>
  [...drawn]
    .filter(([font]) => !shipped.includes(font))
    .map(([font, texts]) => `${font}: ${texts.join(' | ')}`);

describe('the shipped fonts', () => {
  const HINDI = 'चालान सं. १२ — कुल ₹ 1,25,000.50 (बारह), मसौदा → खुला';

  it('are the only faces of the page, in the weights and styles the theme uses, loaded, writing their scripts', () => {
    const { regular, medium, bold } = DEFAULT_THEME.font.weight;
    const faces = (family: string, weights: number[], style = 'normal') =>
      weights.map((weight) => `${family} ${weight} ${style}`);
    expect(new Set([...document.fonts].map((face) => `${face.family} ${face.weight} ${face.style}`))).toEqual(
      new Set([
        ...faces(SHIPPED_FONTS.latin, [regular, medium, bold]),
        ...faces(SHIPPED_FONTS.latin, [regular], 'italic'),
        ...faces(SHIPPED_FONTS.devanagari, [regular, medium, bold]),
        ...faces(SHIPPED_FONTS.signs, [regular]),
        ...faces(SHIPPED_FONTS.mono, [regular]),
      ]),
    );
    expect([...document.fonts].every((face) => face.status === 'loaded')).toBe(true);
    expect(document.fonts.check(`16px "${SHIPPED_FONTS.devanagari}"`, 'हिन्दी')).toBe(true);
    expect(document.fonts.check(`16px "${SHIPPED_FONTS.latin}"`, 'Invoice ₹ 1,25,000')).toBe(true);
    expect(document.fonts.check(`16px "${SHIPPED_FONTS.signs}"`, 'Draft → Open')).toBe(true);
    expect(document.fonts.check(`16px "${SHIPPED_FONTS.mono}"`, 'SO/2026-27/0001')).toBe(true);
  });

  it('draw Hindi, Latin, figures, ₹ and arrows, in every weight and style', async () => {
    const { weight } = DEFAULT_THEME.font;
    await render(
      <>
        {[weight.regular, weight.medium, weight.bold].map((w) => (
          <p key={w} style={{ fontWeight: w }}>
            {HINDI} Invoice No.
          </p>
        ))}
        <p style={{ fontStyle: 'italic' }}>{HINDI} Rupees Twelve Only</p>
        <p lang="hi" style={{ fontFamily: DEFAULT_THEME.font.familyMono }}>
          {HINDI} INV/26-27/0001
        </p>
      </>,
    );
    const drawn = await fontsDrawn();
    expect(machineFonts(drawn)).toEqual([]);
    expect([...drawn.keys()].sort()).toEqual([...shipped].sort());
  });

  it('are not what an image draws its text in: a logo whose name is text, not paths, is caught', async () => {
    const logo = (inside: string) =>
      `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">${inside}</svg>`)}`;
    await render(
      <>
        <img
          alt="Udyog ERP"
          src={logo(`<text x="4" y="26" font-family="${SHIPPED_FONTS.latin}">Udyog ERP</text>`)}
        />
        <img alt="Udyog" src={logo('<path d="M4 4h8v8h-8z"/>')} />
      </>,
    );
    const texts = await textsInImages();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Udyog ERP \(text in an image/);
  });
});

for (const [file, module] of Object.entries(modules)) {
  const component = file.replace(/^\.\.\//, '').replace(/\/[^/]+\.stories\.tsx$/, '');
  describe(component, () => {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComponentType][]) {
      it(`${name} draws every glyph in the shipped fonts`, async () => {
        await render(<Story />);
        expect([...machineFonts(await fontsDrawn()), ...(await textsInImages())]).toEqual([]);
      });
    }
  });
}
