import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { AppError } from '@/lib/api/app-error';
import { sanitizeSvg } from '@/lib/studio/uploads/sanitize-svg';
import { MAX_SVG_BYTES, MAX_SVG_ELEMENTS } from '@/lib/studio/uploads/upload-limits';

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20">';
/** A 40 × 20 SVG holding `body`, sanitised, as text. */
async function sanitised(body: string, open = SVG_OPEN): Promise<string> {
  const out = await sanitizeSvg(Buffer.from(`${open}${body}</svg>`));
  if (!out) throw new Error('not taken as an SVG');
  return out.toString('utf8');
}

async function refusal(text: string) {
  try {
    await sanitizeSvg(Buffer.from(text));
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).status, code: (error as AppError).code };
  }
  throw new Error('not refused');
}

const GREEN_RECT = '<rect width="40" height="20" fill="#2f6447"/>';

describe('sanitizeSvg', () => {
  it('keeps a plain SVG drawing as it was', async () => {
    const svg = await sanitised(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
       <symbol id="door"><path d="M0 0h4v8H0z"/></symbol></defs>
       <style>.wall { stroke: #333; fill: url(#g) }</style>
       ${GREEN_RECT}<use href="#door" x="2"/><use xlink:href="#door" x="8"/>
       <text x="1" y="18" style="font-size: 4px">Kitchen &amp; dining</text>
       <image width="2" height="2" href="data:image/png;base64,iVBORw0KGgo="/>`,
    );
    expect(svg).toContain('<rect width="40" height="20" fill="#2f6447"');
    expect(svg).toContain('<style>.wall { stroke: #333; fill: url(#g) }</style>');
    expect(svg).toContain('<use href="#door" x="2"');
    expect(svg).toContain('<use xlink:href="#door" x="8"');
    expect(svg).toContain('Kitchen &amp; dining');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(svg).toContain('<linearGradient id="g">');
    const { width, height } = await sharp(Buffer.from(svg))
      .png()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    expect([width, height]).toEqual([40, 20]);
  });

  it('removes scripts, event handlers and foreign HTML', async () => {
    const svg = await sanitised(
      `<script>alert(document.cookie)</script><script href="http://evil.example/x.js"/>
       <rect width="40" height="20" fill="#2f6447" onload="alert(1)" onclick="alert(2)"/>
       <foreignObject width="40" height="20"><iframe xmlns="http://www.w3.org/1999/xhtml" src="http://evil.example"/></foreignObject>
       <svg onload="alert(3)"><a href="javascript:alert(4)"><circle r="2"/></a></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(0)">`,
    );
    expect(svg).not.toMatch(/script|onload|onclick|alert|foreignObject|iframe|javascript/i);
    expect(svg).toContain('<circle r="2"');
  });

  it('removes every link to anything outside the file', async () => {
    const svg = await sanitised(
      `<image href="http://169.254.169.254/latest/meta-data" width="10" height="10"/>
       <image xlink:href="file:///etc/passwd" width="10" height="10"/>
       <image href="/etc/passwd"/><image href="  https://evil.example/a.png"/>
       <image href="data:image/svg+xml;base64,PHN2Zy8+"/>
       <use href="other.svg#door"/><use xlink:href="http://evil.example/sprite.svg#x"/>
       <use href="file:///etc/passwd#x"/>
       <filter id="f"><feImage href="http://evil.example/x.png"/></filter>
       <a xlink:href="http://evil.example"><text>link</text></a>`,
    );
    expect(svg).not.toMatch(/evil|passwd|169\.254|\.svg|svg\+xml/);
    expect(svg).not.toMatch(/href/);
    // The elements stay, with nothing left to point at.
    expect(svg.match(/<use/g)).toHaveLength(3);
  });

  it('drops CSS that points outside the file, in style attributes, presentation attributes and sheets', async () => {
    const svg = await sanitised(
      `<rect width="40" height="20" style="fill: url(http://evil.example/p.svg#x)"/>
       <rect width="40" height="20" fill="url('file:///etc/passwd#x')" stroke="#000"/>
       <rect width="40" height="20" style="fill: u\\72l(http://evil.example/x)"/>
       <rect width="40" height="20" mask="url( //evil.example/m.svg#m)"/>
       <style>@import url(http://evil.example/a.css); rect { fill: red }</style>
       <style>rect { background: image-set("http://evil.example/x.png" 1x) }</style>
       <style><![CDATA[ rect { fill: url("https://evil.example/x#y") } ]]></style>
       <circle r="2" style="fill: url(#g)" fill="url( '#g' )"/>`,
    );
    expect(svg).not.toMatch(/evil|passwd|@import|\\/);
    expect(svg).toContain('stroke="#000"');
    expect(svg).toContain('<circle r="2" style="fill: url(#g)" fill="url( \'#g\' )"');
  });

  it('removes animation, which could set a link once sanitised', async () => {
    const svg = await sanitised(
      `<image width="10" height="10"><set attributeName="href" to="http://evil.example/x.png"/>
       <animate attributeName="xlink:href" values="file:///etc/passwd"/></image>`,
    );
    expect(svg).not.toMatch(/set|animate|evil|passwd/);
  });

  it('refuses an SVG that declares entities, or is not well-formed, with unreadable_svg', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&d;&d;&d;&d;</text></svg>';
    // One level of a long entity, referenced many times: what jsdom's parser would expand.
    const wide =
      `<!DOCTYPE svg [<!ENTITY a "${'a'.repeat(10_000)}">]>` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>${'&a;'.repeat(1000)}</text></svg>`;
    const external =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>';
    const parameter =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    const undeclared =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&nbsp;</text></svg>';
    for (const text of [laughs, wide, external, parameter, undeclared, '<svg', `${SVG_OPEN}<rect></svg>`]) {
      expect(await refusal(text)).toEqual({ status: 422, code: 'unreadable_svg' });
    }
  });

  it('refuses markup over the SVG size or element cap before parsing it, with svg_too_large', async () => {
    const big = `${SVG_OPEN}${GREEN_RECT.repeat(Math.ceil(MAX_SVG_BYTES / GREEN_RECT.length))}</svg>`;
    expect(await refusal(big)).toEqual({ status: 422, code: 'svg_too_large' });
    // Small in bytes, but every one of these empty groups would be a node to build and walk.
    const detailed = `${SVG_OPEN}${'<g/>'.repeat(MAX_SVG_ELEMENTS)}</svg>`;
    expect(Buffer.byteLength(detailed)).toBeLessThan(MAX_SVG_BYTES / 10);
    expect(await refusal(detailed)).toEqual({ status: 422, code: 'svg_too_large' });
    const justUnder = `${SVG_OPEN}${'<g/>'.repeat(MAX_SVG_ELEMENTS - 2)}</svg>`;
    expect((await sanitizeSvg(Buffer.from(justUnder)))?.toString('utf8')).toMatch(/^<svg/);
  });

  it('reads the standard SVG DOCTYPE without fetching its DTD', async () => {
    const out = await sanitizeSvg(
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ' +
          `"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${SVG_OPEN}${GREEN_RECT}</svg>`,
      ),
    );
    expect(out!.toString('utf8')).not.toMatch(/DOCTYPE|w3\.org\/Graphics/);
    expect(out!.toString('utf8')).toContain(GREEN_RECT.replace('/>', ''));
  });

  it('gives null for markup that is not an SVG image, and leaves binary files alone', async () => {
    expect(await sanitizeSvg(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(await sanitizeSvg(Buffer.from('<svg width="10" height="10"/>'))).toBeNull();
    expect(await sanitizeSvg(Buffer.from('<hello'))).toBeNull();
    expect(await sanitizeSvg(Buffer.from('<?xml version="1.0"?><plan><room/></plan>'))).toBeNull();
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await sanitizeSvg(png)).toBe(png);
  });

  it('takes an SVG after a byte-order mark and an XML declaration', async () => {
    const out = await sanitizeSvg(
      Buffer.from(`\uFEFF  <?xml version="1.0" encoding="UTF-8"?>\n${SVG_OPEN}${GREEN_RECT}</svg>`),
    );
    expect(out!.toString('utf8')).toMatch(/^<svg [^>]*width="40"[^>]*>\s*<rect/);
  });
});
