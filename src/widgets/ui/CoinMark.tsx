import { readableTextOn } from './contrast.ts';

/** A coin's round mark in its brand colour, with its ticker's first letter; decorative. */
export function CoinMark({ symbol, colour, size = 32 }: { symbol: string; colour: string; size?: number }) {
  return (
    <span
      className="cw-coin-mark"
      aria-hidden="true"
      style={{
        ['--_coin' as string]: colour,
        color: readableTextOn(colour),
        width: size,
        height: size,
        fontSize: Math.round(size * 0.42),
      }}
    >
      {symbol.slice(0, 1)}
    </span>
  );
}
