import type { AppSettings, HostConfig, PublicSettings } from '@hostdeck/contract/public/public.schemas';
import type { AppFeatures, UserInfo } from '@hostdeck/contract/user/user.schemas';

// Test data for the shell's component tests: a complete object each, changed per test.

export const allFeatures: AppFeatures = {
  bookingsAvailable: true,
  bookingsViewAvailable: true,
  commissionApplicable: true,
  inquiriesAvailable: true,
  inquiriesViewAvailable: true,
  subscriptionApplicable: false,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
};

export function makeUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u-1',
    role: 'host',
    type: 'individual',
    firstName: 'Anna',
    lastName: 'Berg',
    companyName: null,
    alias: null,
    email: 'anna@demo.test',
    locale: 'en-US',
    status: 'active',
    onboardingStatus: 'finished',
    accountSource: 'registration',
    sessionId: null,
    commercialModel: 'commission',
    commercialModelVariant: null,
    isImpersonating: false,
    kycInitiated: false,
    imageUrls: [],
    isCoinSubscriptionEnabled: false,
    appFeatures: allFeatures,
    aboutHost: null,
    hostLanguages: [],
    sendInquirySms: false,
    showPhoneNumberOnOffer: false,
    secondaryPhone: null,
    secondaryPhoneType: null,
    phoneForGuests: null,
    phoneForSms: null,
    marketingConsent: false,
    phone: null,
    ...overrides,
  };
}

export function makeHostConfig(
  features: Partial<HostConfig['features']> = {},
  videoPlayer = false,
): HostConfig {
  return {
    hostname: 'localhost',
    productTitle: 'Hostdeck',
    apiBaseUrl: '',
    auth: {
      authority: 'http://localhost/auth',
      clientId: 'hostdeck-web',
      scope: 'openid',
      audience: 'http://localhost/api',
      usePkce: true,
      redirectPath: '/auth-callback',
      silentRedirectPath: '/silent-callback',
      postLogoutRedirectPath: '/',
      registerUrl: '/register',
      accountPasswordUrl: '/password',
    },
    features: {
      helpCenterLink: false,
      overviewPage: true,
      earningDetails: false,
      onRequestWarning: false,
      opportunitiesTab: false,
      messaging: true,
      ...features,
    },
    thirdParty: {
      tagManagerId: null,
      fraudDetectionKey: null,
      sessionRecordingKey: null,
      referralWidgetProductId: null,
      videoPlayer,
    },
  };
}

export const appSettings: AppSettings = {
  defaultCurrency: 'EUR',
  measurementUnits: ['metric'],
  helpCenterUrls: { helpCenter: 'https://help.example.test' },
  landingUrl: 'https://example.test',
  whatsappNumber: null,
};

export function makePublicSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return { maintenance: null, mobileOverviewEnabled: true, supportedLocales: ['en-US'], ...overrides };
}
