import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import RealtorToolsPage from '@/pages/realtor-tools';
import { SIGNED_OUT, renderWithApp } from './helpers/render-with-app';

afterEach(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  mockRouter.setCurrentUrl('/realtor-tools');
});

const selectedTab = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('/realtor-tools', () => {
  it('offers the fifteen tools as tabs, virtual staging chosen without a query', () => {
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    const tabs = within(screen.getByRole('tablist', { name: 'Choose a tool' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Virtual staging',
      'Curb appeal',
      'Declutter',
      'Kitchen cabinets',
      'Floor swap',
      'Pool renovation',
      'Bathroom refresh',
      'Landscaping',
      'Room converter',
      'Lighting',
      'Enhance',
      'Straighten',
      'Sky replacement',
      'Day to dusk',
      'Paint walls',
    ]);
    expect(selectedTab()).toHaveTextContent('Virtual staging');
    expect(within(visiblePanel()).getByRole('heading', { level: 2 })).toHaveTextContent('Virtual staging');
  });

  it('shows a photo edit before and after, as the engine made them', () => {
    mockRouter.setCurrentUrl('/realtor-tools?tool=sky-replacement');
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    const panel = visiblePanel();
    const before = within(panel).getByRole('img', { name: 'The sample photo before Sky replacement.' });
    const after = within(panel).getByRole('img', { name: 'The same photo after Sky replacement.' });
    expect(before.getAttribute('src')).toContain(
      encodeURIComponent('/edit-examples/sky-replacement-before.jpg'),
    );
    expect(after.getAttribute('src')).toContain(
      encodeURIComponent('/edit-examples/sky-replacement-after.jpg'),
    );
    expect(within(panel).getByRole('link', { name: 'Open Sky replacement in the studio' })).toHaveAttribute(
      'href',
      '/studio?tool=sky-replacement',
    );
  });

  it('opens the tool named by ?tool=, with its way into the studio and its disclosure rule', () => {
    mockRouter.setCurrentUrl('/realtor-tools?tool=declutter');
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    expect(selectedTab()).toHaveTextContent('Declutter');
    const panel = visiblePanel();
    expect(within(panel).getByRole('link', { name: 'Open Declutter in the studio' })).toHaveAttribute(
      'href',
      '/studio?tool=declutter',
    );
    expect(panel).toHaveTextContent('“Virtually staged” note by default');
    expect(panel).toHaveTextContent('In the studio you brush over the area to change.');
  });

  it('says paint-walls takes a brushed area when given one, and finds the walls otherwise', () => {
    mockRouter.setCurrentUrl('/realtor-tools?tool=paint-walls');
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    expect(visiblePanel()).toHaveTextContent(
      'In the studio you may brush over the area to change; with nothing brushed, the tool finds it.',
    );
  });

  it('says the lighting tool adds no note by default, as the studio does', () => {
    mockRouter.setCurrentUrl('/realtor-tools?tool=lighting');
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    expect(visiblePanel()).toHaveTextContent('no note is added by default');
  });

  it('falls back to virtual staging for an unknown tool', () => {
    mockRouter.setCurrentUrl('/realtor-tools?tool=teleporter');
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    expect(selectedTab()).toHaveTextContent('Virtual staging');
  });

  it('puts the chosen tool in the URL, by click and by arrow keys', async () => {
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    await userEvent.click(screen.getByRole('tab', { name: 'Floor swap' }));
    await waitFor(() => expect(mockRouter.query).toEqual({ tool: 'floor-swap' }));
    expect(selectedTab()).toHaveTextContent('Floor swap');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(mockRouter.query).toEqual({ tool: 'pool-renovation' }));
    expect(screen.getByRole('tab', { name: 'Pool renovation' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(mockRouter.query).toEqual({ tool: 'paint-walls' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(mockRouter.query).toEqual({ tool: 'virtual-staging' }));
    expect(mockRouter.pathname).toBe('/realtor-tools');
  });

  it('links to the AI listing writer', () => {
    renderWithApp(<RealtorToolsPage />, SIGNED_OUT);
    expect(screen.getByRole('link', { name: 'Open the AI listing writer' })).toHaveAttribute(
      'href',
      '/property-description',
    );
  });
});
