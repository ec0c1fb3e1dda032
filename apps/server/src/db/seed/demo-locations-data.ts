/**
 * India's 28 states and 8 union territories (two-letter codes of ISO 3166-2:IN, and the GST
 * state codes that open a GSTIN), and the cities and pincodes the demo store delivers to.
 */
export interface StateSeed {
  name: string;
  code: string;
  gstCode: string;
}

export const STATES: StateSeed[] = [
  { name: 'Andhra Pradesh', code: 'AP', gstCode: '37' },
  { name: 'Arunachal Pradesh', code: 'AR', gstCode: '12' },
  { name: 'Assam', code: 'AS', gstCode: '18' },
  { name: 'Bihar', code: 'BR', gstCode: '10' },
  { name: 'Chhattisgarh', code: 'CG', gstCode: '22' },
  { name: 'Goa', code: 'GA', gstCode: '30' },
  { name: 'Gujarat', code: 'GJ', gstCode: '24' },
  { name: 'Haryana', code: 'HR', gstCode: '06' },
  { name: 'Himachal Pradesh', code: 'HP', gstCode: '02' },
  { name: 'Jharkhand', code: 'JH', gstCode: '20' },
  { name: 'Karnataka', code: 'KA', gstCode: '29' },
  { name: 'Kerala', code: 'KL', gstCode: '32' },
  { name: 'Madhya Pradesh', code: 'MP', gstCode: '23' },
  { name: 'Maharashtra', code: 'MH', gstCode: '27' },
  { name: 'Manipur', code: 'MN', gstCode: '14' },
  { name: 'Meghalaya', code: 'ML', gstCode: '17' },
  { name: 'Mizoram', code: 'MZ', gstCode: '15' },
  { name: 'Nagaland', code: 'NL', gstCode: '13' },
  { name: 'Odisha', code: 'OD', gstCode: '21' },
  { name: 'Punjab', code: 'PB', gstCode: '03' },
  { name: 'Rajasthan', code: 'RJ', gstCode: '08' },
  { name: 'Sikkim', code: 'SK', gstCode: '11' },
  { name: 'Tamil Nadu', code: 'TN', gstCode: '33' },
  { name: 'Telangana', code: 'TS', gstCode: '36' },
  { name: 'Tripura', code: 'TR', gstCode: '16' },
  { name: 'Uttar Pradesh', code: 'UP', gstCode: '09' },
  { name: 'Uttarakhand', code: 'UK', gstCode: '05' },
  { name: 'West Bengal', code: 'WB', gstCode: '19' },
  { name: 'Andaman and Nicobar Islands', code: 'AN', gstCode: '35' },
  { name: 'Chandigarh', code: 'CH', gstCode: '04' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DH', gstCode: '26' },
  { name: 'Delhi', code: 'DL', gstCode: '07' },
  { name: 'Jammu and Kashmir', code: 'JK', gstCode: '01' },
  { name: 'Ladakh', code: 'LA', gstCode: '38' },
  { name: 'Lakshadweep', code: 'LD', gstCode: '31' },
  { name: 'Puducherry', code: 'PY', gstCode: '34' },
];

export interface CitySeed {
  name: string;
  state: string;
  /** Where orders are placed from: the centre of town, jittered per order. */
  lat: number;
  lng: number;
  /** 'pincode Name' pairs; a trailing '!' marks one the store does not deliver to. */
  pincodes: string[];
}

export const CITIES: CitySeed[] = [
  {
    name: 'Mumbai',
    state: 'MH',
    lat: 19.076,
    lng: 72.8777,
    pincodes: [
      '400001 Mumbai GPO',
      '400028 Dadar West',
      '400050 Bandra West',
      '400053 Andheri West',
      '400064 Malad West',
      '400076 Powai',
      '400080 Mulund West',
      '400101 Kandivali East',
    ],
  },
  {
    name: 'Navi Mumbai',
    state: 'MH',
    lat: 19.033,
    lng: 73.0297,
    pincodes: ['400703 Vashi', '400706 Nerul', '410210 Kharghar'],
  },
  {
    name: 'Thane',
    state: 'MH',
    lat: 19.2183,
    lng: 72.9781,
    pincodes: ['400601 Thane West', '400603 Kopri Colony', '400615 Kasarvadavali!'],
  },
  {
    name: 'Pune',
    state: 'MH',
    lat: 18.5204,
    lng: 73.8567,
    pincodes: [
      '411001 Pune Camp',
      '411004 Deccan Gymkhana',
      '411007 Aundh',
      '411014 Viman Nagar',
      '411038 Kothrud',
      '411057 Hinjewadi!',
    ],
  },
  {
    name: 'Nagpur',
    state: 'MH',
    lat: 21.1458,
    lng: 79.0882,
    pincodes: ['440001 Nagpur City!', '440010 Dharampeth!', '440022 Trimurti Nagar!'],
  },
  {
    name: 'Bengaluru',
    state: 'KA',
    lat: 12.9716,
    lng: 77.5946,
    pincodes: [
      '560001 Bangalore GPO',
      '560034 Koramangala',
      '560038 Indiranagar',
      '560041 Jayanagar',
      '560066 Whitefield',
      '560100 Electronic City!',
      '560102 HSR Layout',
    ],
  },
  {
    name: 'Mysuru',
    state: 'KA',
    lat: 12.2958,
    lng: 76.6394,
    pincodes: ['570001 Mysore City!', '570017 Vijayanagar!'],
  },
  {
    name: 'New Delhi',
    state: 'DL',
    lat: 28.6139,
    lng: 77.209,
    pincodes: [
      '110001 Connaught Place',
      '110017 Malviya Nagar',
      '110024 Lajpat Nagar',
      '110048 Greater Kailash',
      '110075 Dwarka',
      '110085 Rohini!',
    ],
  },
  {
    name: 'Chennai',
    state: 'TN',
    lat: 13.0827,
    lng: 80.2707,
    pincodes: ['600001 Chennai GPO', '600017 T Nagar', '600020 Adyar', '600040 Anna Nagar'],
  },
  {
    name: 'Coimbatore',
    state: 'TN',
    lat: 11.0168,
    lng: 76.9558,
    pincodes: ['641001 Coimbatore Main!', '641002 RS Puram!'],
  },
  {
    name: 'Hyderabad',
    state: 'TS',
    lat: 17.385,
    lng: 78.4867,
    pincodes: ['500001 Hyderabad GPO', '500032 Gachibowli', '500033 Jubilee Hills', '500081 Madhapur'],
  },
  {
    name: 'Kolkata',
    state: 'WB',
    lat: 22.5726,
    lng: 88.3639,
    pincodes: ['700001 Kolkata GPO', '700019 Ballygunge', '700091 Salt Lake!'],
  },
  {
    name: 'Ahmedabad',
    state: 'GJ',
    lat: 23.0225,
    lng: 72.5714,
    pincodes: ['380001 Ahmedabad GPO', '380009 Navrangpura', '380015 Satellite!'],
  },
  {
    name: 'Gurugram',
    state: 'HR',
    lat: 28.4595,
    lng: 77.0266,
    pincodes: ['122001 Gurgaon', '122002 DLF Phase 1', '122018 Sohna Road!'],
  },
  {
    name: 'Noida',
    state: 'UP',
    lat: 28.5355,
    lng: 77.391,
    pincodes: ['201301 Noida Sector 15', '201309 Noida Sector 62'],
  },
  {
    name: 'Lucknow',
    state: 'UP',
    lat: 26.8467,
    lng: 80.9462,
    pincodes: ['226001 Lucknow GPO!', '226010 Gomti Nagar!'],
  },
  {
    name: 'Jaipur',
    state: 'RJ',
    lat: 26.9124,
    lng: 75.7873,
    pincodes: ['302001 Jaipur GPO!', '302017 Malviya Nagar!', '302021 Vaishali Nagar!'],
  },
  {
    name: 'Kochi',
    state: 'KL',
    lat: 9.9312,
    lng: 76.2673,
    pincodes: ['682001 Fort Kochi!', '682016 Ernakulam!', '682024 Edappally!'],
  },
  {
    name: 'Chandigarh',
    state: 'CH',
    lat: 30.7333,
    lng: 76.7794,
    pincodes: ['160017 Sector 17!', '160022 Sector 22!'],
  },
];
