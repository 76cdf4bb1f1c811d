/** The example of the OpenAPI document: a 2.6 banner request as an SSP sends one. */
export const RTB_EXAMPLE = {
  id: '80ce30c53c16e6ede735f123ef6e32361bfc7b22',
  at: 1,
  cur: ['USD'],
  tmax: 200,
  imp: [
    {
      id: '1',
      tagid: 'leaderboard-top',
      bidfloor: 0.35,
      bidfloorcur: 'USD',
      secure: 1,
      banner: { w: 300, h: 250, format: [{ w: 300, h: 250 }] },
    },
  ],
  site: {
    id: '102855',
    domain: 'news.example.com',
    page: 'https://news.example.com/world/today.html',
    cat: ['IAB12'],
  },
  device: {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ip: '203.0.113.24',
    devicetype: 4,
    connectiontype: 6,
    language: 'en',
    geo: { country: 'USA', region: 'CA', type: 2 },
  },
  user: { id: '55816b39711f9b5acf3b90e313ed29e51665623f' },
};
