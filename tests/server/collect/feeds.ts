// Feeds in their sources' real formats (values of our own, not the spec's sample data): an RSS 2.0 document shaped
// like CoinDesk's (Arc Publishing: CDATA titles, guid isPermaLink="false", dc:creator, media:content) and an Atom
// document (RFC 4287) in Spanish.

export const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>CoinDesk: Bitcoin, Ethereum, Crypto News and Price Data</title>
    <link>https://www.coindesk.com</link>
    <atom:link href="https://www.coindesk.com/arc/outboundfeeds/rss/" rel="self" type="application/rss+xml"/>
    <description>Latest headlines from Coindesk.</description>
    <lastBuildDate>Fri, 20 Nov 2026 11:40:00 +0000</lastBuildDate>
    <language>en-US</language>
    <ttl>10</ttl>
    <item>
      <title><![CDATA[Ether Surges 9% as Staking ETF Inflows Hit Record]]></title>
      <link>https://www.coindesk.com/markets/2026/11/20/ether-surges-9-as-staking-etf-inflows-hit-record/?utm_medium=referral&amp;utm_source=rss</link>
      <guid isPermaLink="false">QX7TPLMWZ5GHEJ3R2KD4NA6VBU</guid>
      <dc:creator><![CDATA[Lucía Ferrer]]></dc:creator>
      <description><![CDATA[<p>Inflows into U.S. spot <a href="https://www.coindesk.com/price/ethereum">ether</a> funds reached $1.4 billion on Thursday.</p>]]></description>
      <pubDate>Fri, 20 Nov 2026 11:32:10 +0000</pubDate>
      <media:content type="image/jpeg" url="https://www.coindesk.com/resizer/abc.jpg" medium="image" width="1200" height="600"/>
      <category>Markets</category>
    </item>
    <item>
      <title><![CDATA[Fed Minutes Show Officials Split on December Cut]]></title>
      <link>https://www.coindesk.com/policy/2026/11/20/fed-minutes-show-officials-split-on-december-cut/</link>
      <guid isPermaLink="false">M2WQ8ZK4RXDTY6BLC3NPHJ7FEA</guid>
      <description><![CDATA[Crypto traders weigh what the minutes mean for risk assets.]]></description>
      <pubDate>Fri, 20 Nov 2026 10:05:00 +0000</pubDate>
    </item>
  </channel>
</rss>`;

export const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">
  <title>Noticias cripto</title>
  <link rel="self" href="https://noticias.example/feed/atom/"/>
  <id>tag:noticias.example,2026:feed</id>
  <updated>2026-11-20T11:50:00Z</updated>
  <entry>
    <title type="html">Solana cae un 7 % tras la caída de la red durante cuatro horas</title>
    <link rel="alternate" type="text/html" href="https://noticias.example/2026/11/20/solana-cae-caida-red/"/>
    <id>tag:noticias.example,2026:post-48213</id>
    <published>2026-11-20T11:45:00+01:00</published>
    <updated>2026-11-20T11:47:00+01:00</updated>
    <summary type="html">&lt;p&gt;Los validadores reiniciaron la red &amp;amp; el precio &lt;b&gt;se desploma&lt;/b&gt;.&lt;/p&gt;</summary>
  </entry>
</feed>`;

/** Titles carrying HTML and scripts, escaped and in CDATA. */
export const HOSTILE_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>x</title><language>es</language>
  <item>
    <title>&lt;script&gt;alert('bitcoin')&lt;/script&gt;Bitcoin &lt;b&gt;sube&lt;/b&gt; con fuerza</title>
    <link>https://hostil.example/a</link>
    <guid>https://hostil.example/a</guid>
    <description><![CDATA[<img src=x onerror="alert(1)"><script>document.cookie</script><style>p{}</style><p>El &lt;i&gt;ETH&lt;/i&gt; &amp;amp; el <iframe src="https://evil.example"></iframe>BTC suben.</p>]]></description>
    <pubDate>Fri, 20 Nov 2026 11:00:00 +0000</pubDate>
  </item>
  <item>
    <title>Bitcoin y Ethereum</title>
    <link>javascript:alert(1)</link>
    <guid>j1</guid>
    <pubDate>Fri, 20 Nov 2026 11:00:00 +0000</pubDate>
  </item>
</channel></rss>`;

/** The "billion laughs": ten entities, each ten of the one before. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
 <!ENTITY plain "Bitcoin se desploma">
]>
<rss version="2.0"><channel><title>&lol9;</title>
  <item>
    <title>&plain; &lol9; Bitcoin marca un máximo histórico</title>
    <link>https://risas.example/1</link>
    <guid>https://risas.example/1</guid>
    <description>&lol9;</description>
    <pubDate>Fri, 20 Nov 2026 11:00:00 +0000</pubDate>
  </item>
</channel></rss>`;
