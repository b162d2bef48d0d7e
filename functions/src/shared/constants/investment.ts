/**
 * Default real discount rate for NPV, a fraction per year: 3 %, the social discount rate of the
 * European Commission's Better Regulation Toolbox (2021), also the value of the Commission's
 * cost-optimal methodology for building energy requirements (guidelines to Delegated Regulation
 * (EU) No 244/2012). Savings are in today's prices, so the rate is real, not nominal. Owners with
 * their own cost of capital pass it instead.
 */
export const DEFAULT_DISCOUNT_RATE = 0.03;
