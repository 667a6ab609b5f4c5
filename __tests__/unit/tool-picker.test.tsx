import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { ToolPicker } from '@/components/studio/tool-picker';
import { TOOLS } from '@/lib/studio/catalog/tools';
import english from '@/locales/en/studio.json';
import { jsonResponse } from './helpers/render-with-app';

const OFFLINE = english.tool.offline;

function renderWithHealth(renderEngine: string) {
  global.fetch = jest.fn(async () =>
    jsonResponse(200, { status: 'ok', adapters: { renderEngine }, database: { ok: true, latencyMs: 1 } }),
  ) as unknown as typeof fetch;
  return render(<ToolPicker value="redesign" onChange={() => undefined} />);
}

const card = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }).closest('label')!;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the tool cards', () => {
  it('say on every card what the offline preview does for that tool, as the health report tells', async () => {
    renderWithHealth('local');
    expect(await within(card('Landscaping')).findByText(OFFLINE.landscaping)).toBeInTheDocument();
    for (const tool of TOOLS) {
      expect(within(card(tool.name)).getByText(OFFLINE[tool.id])).toBeInTheDocument();
    }
    expect(within(card('Pool renovation')).getByText(/not counted/)).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('stay quiet when the health report names a hosted engine', async () => {
    renderWithHealth('replicate');
    // Let the health report arrive and the picker render with it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(global.fetch).toHaveBeenCalled();
    expect(screen.queryByText(/Offline preview/)).not.toBeInTheDocument();
  });
});
