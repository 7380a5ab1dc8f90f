import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../AppProviders';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetchMock';
import { externalNavigation } from '../funnel/funnelApi';
import { aYearAfter, isoDay } from './giftApi';
import GiftPage from './GiftPage';

function renderGift() {
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={['/gift']}>
        <GiftPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

const today = isoDay(new Date());
const valid = {
  'Your name': 'Ann Smith',
  'Your email': 'ann@example.com',
  'Their name': 'Rose Smith',
  'The day it starts': today,
  'Your message to them': 'Happy birthday, Mum.',
};

describe('the gift page (/gift)', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('shows each mistake at its field before sending anything', () => {
    const fetchMock = mockFetch({});
    renderGift();
    fillIn({ 'Their email (optional: you can add it later)': 'rose@' });
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter the name of the person receiving the gift.')).toBeTruthy();
    expect(screen.getByText('Please choose the day the gift starts.')).toBeTruthy();
    expect(screen.getByText('Please write a short message for them.')).toBeTruthy();
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(2);
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    // The day picker offers today to a year ahead.
    const day = screen.getByLabelText('The day it starts');
    expect([day.getAttribute('min'), day.getAttribute('max')]).toEqual([today, isoDay(aYearAfter(new Date()))]);
  });

  it('sends the annual gift and goes to the checkout', async () => {
    const fetchMock = mockFetch({
      'POST /api/gifts': () => jsonResponse(200, { checkoutUrl: 'https://checkout.example.com/cs_1' }),
    });
    renderGift();
    fillIn(valid);
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example.com/cs_1'));
    expect(callsTo(fetchMock, 'POST', '/api/gifts')[0].body).toMatchObject({
      giverName: 'Ann Smith',
      giverEmail: 'ann@example.com',
      seniorName: 'Rose Smith',
      seniorEmail: null,
      startDate: today,
      message: 'Happy birthday, Mum.',
      planType: 'annual',
    });
  });

  it('shows a refusal of the api at the field it names', async () => {
    mockFetch({
      'POST /api/gifts': () =>
        jsonResponse(400, {
          statusCode: 400,
          code: 'INVALID_GIFT',
          message: 'The gift cannot start in the past.',
          details: ['startDate'],
        }),
    });
    renderGift();
    fillIn(valid);
    expect(await screen.findByText('The gift cannot start in the past.')).toBeTruthy();
    expect(screen.getByLabelText('The day it starts').getAttribute('aria-invalid')).toBe('true');
    expect(go).not.toHaveBeenCalled();
  });
});
