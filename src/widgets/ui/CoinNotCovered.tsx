// A coin the data does not cover, where its figures or chart would be: one sentence, never another coin's figures.

export function CoinNotCovered({ text, height }: { text: string; height: number }) {
  return (
    <p className="cw-coin-untracked" role="status" style={{ minHeight: Math.min(height, 160) }}>
      {text}
    </p>
  );
}
