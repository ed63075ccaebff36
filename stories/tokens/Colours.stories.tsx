import type { Story, StoryDefault } from '@ladle/react';
import { contrastRatio } from '../../tokens/contrast';
import {
  contrastPairs,
  nonTextPairs,
  type Palette,
  palettes,
  type ThemeName,
} from '../../tokens/palette';
import { scale } from '../../tokens/theme.css';

export default { title: 'Tokens / Colours' } satisfies StoryDefault;

const TEXT_AA = 4.5;
const NON_TEXT_AA = 3;

function PassMark({ passes, colour }: { passes: boolean; colour: string }) {
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: scale.space.xxs, color: colour }}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {passes ? <path d="m3.5 8.5 3 3 6-7" /> : <path d="m4 4 8 8M12 4l-8 8" />}
      </svg>
      {passes ? 'AA pass' : 'AA fail'}
    </span>
  );
}

function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function TextPairs({ palette }: { palette: Palette }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
        gap: scale.space.sm,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {contrastPairs.map(({ foreground, background }) => {
        const fg = palette.foreground[foreground];
        const bg = palette.background[background];
        const ratio = contrastRatio(fg, bg);
        return (
          <li
            key={`${foreground}-${background}`}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: scale.space.xxs,
              padding: scale.space.md,
              borderRadius: scale.radius.md,
              border: `1px solid ${palette.border.subtle}`,
              backgroundColor: bg,
              color: fg,
              fontSize: scale.fontSize.sm,
            }}
          >
            <strong style={{ fontSize: scale.fontSize.md }}>
              foreground.{foreground} on background.{background}
            </strong>
            <span>
              {fg} on {bg}
            </span>
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: scale.space.xs }}>
              <span>{formatRatio(ratio)}</span>
              <PassMark passes={ratio >= TEXT_AA} colour={fg} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function NonTextPairs({ palette }: { palette: Palette }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
        gap: scale.space.sm,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {nonTextPairs.map(({ border, background }) => {
        const line = palette.border[border];
        const bg = palette.background[background];
        const ratio = contrastRatio(line, bg);
        return (
          <li
            key={`${border}-${background}`}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: scale.space.sm,
              padding: scale.space.md,
              borderRadius: scale.radius.md,
              backgroundColor: bg,
              color: palette.foreground.body,
              fontSize: scale.fontSize.sm,
            }}
          >
            <span
              style={{
                flexShrink: 0,
                width: '2.5rem',
                height: '2.5rem',
                borderRadius: scale.radius.sm,
                border: `3px solid ${line}`,
              }}
            />
            <span style={{ display: 'flex', flexDirection: 'column', gap: scale.space.xxs }}>
              <strong>
                border.{border} on background.{background}
              </strong>
              <span>
                {formatRatio(ratio)} (needs 3:1){' '}
                <PassMark passes={ratio >= NON_TEXT_AA} colour={palette.foreground.body} />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Swatches({ palette }: { palette: Palette }) {
  const groups = [
    ['background', palette.background],
    ['foreground', palette.foreground],
    ['border', palette.border],
  ] as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}>
      {groups.map(([group, colours]) => (
        <ul
          key={group}
          aria-label={`${group} colours`}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            gap: scale.space.sm,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {Object.entries(colours).map(([name, value]) => (
            <li
              key={name}
              style={{ display: 'flex', flexDirection: 'column', gap: scale.space.xxs }}
            >
              <span
                style={{
                  height: '3rem',
                  borderRadius: scale.radius.sm,
                  border: `1px solid ${palette.border.field}`,
                  backgroundColor: value,
                }}
              />
              <span style={{ fontSize: scale.fontSize.sm, fontWeight: scale.fontWeight.semibold }}>
                {group}.{name}
              </span>
              <span style={{ fontSize: scale.fontSize.xs, color: palette.foreground.muted }}>
                {value}
              </span>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

const themeTitles: Record<ThemeName, string> = { light: 'Light theme', dark: 'Dark theme' };

function PalettePanel({ theme }: { theme: ThemeName }) {
  const palette = palettes[theme];
  return (
    <section
      aria-labelledby={`palette-${theme}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: scale.space.lg,
        padding: scale.space.lg,
        borderRadius: scale.radius.lg,
        border: `1px solid ${palette.border.subtle}`,
        backgroundColor: palette.background.body,
        color: palette.foreground.body,
      }}
    >
      <h2 id={`palette-${theme}`}>{themeTitles[theme]}</h2>
      <h3>Text on background (needs 4.5:1)</h3>
      <TextPairs palette={palette} />
      <h3>Borders and focus ring (needs 3:1)</h3>
      <NonTextPairs palette={palette} />
    </section>
  );
}

function SwatchPanel({ theme }: { theme: ThemeName }) {
  const palette = palettes[theme];
  return (
    <section
      aria-labelledby={`swatches-${theme}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: scale.space.md,
        padding: scale.space.lg,
        borderRadius: scale.radius.lg,
        border: `1px solid ${palette.border.subtle}`,
        backgroundColor: palette.background.body,
        color: palette.foreground.body,
      }}
    >
      <h2 id={`swatches-${theme}`}>{themeTitles[theme]} swatches</h2>
      <Swatches palette={palette} />
    </section>
  );
}

export const ContrastPairs: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: scale.space.xl }}>
    <PalettePanel theme="light" />
    <PalettePanel theme="dark" />
  </div>
);

export const Swatch: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: scale.space.xl }}>
    <SwatchPanel theme="light" />
    <SwatchPanel theme="dark" />
  </div>
);
Swatch.storyName = 'Swatches';
