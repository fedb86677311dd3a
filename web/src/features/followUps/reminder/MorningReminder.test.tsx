import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readReminderState, turnOffReminders, turnOnReminders } from '../../../lib/pushDevice';
import { MorningReminder } from './MorningReminder';

vi.mock('../../../lib/pushDevice', () => ({
  readReminderState: vi.fn(),
  turnOnReminders: vi.fn(),
  turnOffReminders: vi.fn(),
}));

const region = () => screen.findByRole('region', { name: 'Morning reminder' });

beforeEach(() => {
  vi.mocked(turnOffReminders).mockResolvedValue();
});

describe("Due's morning reminder", () => {
  it("turns on with one tap, and off with 'Turn off'", async () => {
    vi.mocked(readReminderState).mockResolvedValue('off');
    vi.mocked(turnOnReminders).mockResolvedValue('on');
    render(<MorningReminder />);
    await region();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^At 08:30 each morning this phone shows what is due/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remind me each morning' }));
    expect(turnOnReminders).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/^On: at 08:30 each morning/);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Remind me each morning' })).toBeVisible();
  });

  it('says so when turning on fails, and offers the tap again', async () => {
    vi.mocked(readReminderState).mockResolvedValue('off');
    vi.mocked(turnOnReminders).mockRejectedValue(new Error('offline'));
    render(<MorningReminder />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me each morning' }));
    expect(await screen.findByText(/Could not turn the reminder on/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remind me each morning' })).toBeEnabled();
  });

  it.each([
    ['blocked', /Notifications are blocked .* Allow them in the browser's site settings/],
    ['needsInstall', /On iPhone the morning reminder works once the app is added to the Home Screen/],
    ['unsupported', /This browser cannot show a morning reminder/],
  ] as const)('when %s, says why and offers no button', async (state, text) => {
    vi.mocked(readReminderState).mockResolvedValue(state);
    render(<MorningReminder />);
    await region();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
