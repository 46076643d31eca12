export const DEMO_REVIEWS = [
  {
    stars: 5,
    keyquote: 'Installed in an afternoon',
    quote: 'The engineer was tidy and quick, and the speed is what they promised.',
    reviewer: 'Priya, Ashby Green',
  },
  {
    stars: 5,
    keyquote: 'Video calls never drop now',
    quote: 'Working from home is finally painless. Upload speed makes all the difference.',
    reviewer: 'Tom, Brookfield',
  },
  {
    stars: 4,
    keyquote: 'Great value',
    quote: 'Cheaper than my old provider and much faster. Setup took one phone call.',
    reviewer: 'Aisha, Dunmere',
  },
  {
    stars: 5,
    keyquote: 'Friendly UK support',
    quote: 'I called with a Wi-Fi question and a real person sorted it in minutes.',
    reviewer: 'Gareth, Hartwood',
  },
  {
    stars: 4,
    keyquote: 'Switching was easy',
    quote: 'They handled the switch from my old provider. No gap in service at all.',
    reviewer: 'Mei, Longmarsh',
  },
  {
    stars: 5,
    keyquote: 'The whole family is online at once',
    quote: 'Four of us streaming and gaming with no buffering.',
    reviewer: 'Sam, Demo Valley',
  },
  {
    stars: 3,
    keyquote: 'Good once it was in',
    quote: 'My first appointment was moved, but the service since has been solid.',
    reviewer: 'Lewis, Elmstead',
  },
  {
    stars: 2,
    keyquote: 'Wi-Fi weak upstairs',
    quote: 'Fast near the router, slower in the loft. Support offered a mesh add-on.',
    reviewer: 'Jo, Millbrook',
  },
];

export const DEMO_CHARITIES = [
  {
    charity: 'Demoton Food Bank',
    charityDescription: 'Food parcels and advice for families across Demoshire.',
  },
  {
    charity: 'Valley Mountain Rescue',
    charityDescription: 'Volunteers on call day and night in the hills around Demo Valley.',
  },
  {
    charity: 'Digital Inclusion Trust',
    charityDescription: 'Devices and lessons so older neighbours can get online.',
  },
];
