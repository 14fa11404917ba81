import type { Catalogue } from './en-us.ts';

/** Messages of sign-in and system administration. */
export const systemMessages: Record<'en_US' | 'zh_CN' | 'de_DE' | 'pl_PL' | 'it_IT', Catalogue> = {
  en_US: {
    'login.badCredentials': 'Incorrect account or password',
    'login.locked': 'Too many failed attempts; the account is locked for {minutes} minutes',
    'login.disabled': 'The account has been disabled, please contact the administrator',
    'login.success': 'Login successful',
    'login.logout': 'Logout successful',
    'captcha.expired': 'The verification code has expired',
    'captcha.wrong': 'The verification code is incorrect',
  },
  zh_CN: {
    'login.badCredentials': '账号或密码错误',
    'login.locked': '失败次数过多，账号已锁定 {minutes} 分钟',
    'login.disabled': '账号已停用，请联系管理员',
    'login.success': '登录成功',
    'login.logout': '退出成功',
    'captcha.expired': '验证码已失效',
    'captcha.wrong': '验证码错误',
  },
  de_DE: {
    'login.badCredentials': 'Konto oder Passwort falsch',
    'login.locked': 'Zu viele Fehlversuche; das Konto ist für {minutes} Minuten gesperrt',
    'login.disabled': 'Das Konto wurde deaktiviert, bitte wenden Sie sich an den Administrator',
    'login.success': 'Anmeldung erfolgreich',
    'login.logout': 'Abmeldung erfolgreich',
    'captcha.expired': 'Der Bestätigungscode ist abgelaufen',
    'captcha.wrong': 'Der Bestätigungscode ist falsch',
  },
  pl_PL: {
    'login.badCredentials': 'Nieprawidłowe konto lub hasło',
    'login.locked': 'Zbyt wiele nieudanych prób; konto zostało zablokowane na {minutes} minut',
    'login.disabled': 'Konto zostało wyłączone, skontaktuj się z administratorem',
    'login.success': 'Zalogowano pomyślnie',
    'login.logout': 'Wylogowano pomyślnie',
    'captcha.expired': 'Kod weryfikacyjny wygasł',
    'captcha.wrong': 'Kod weryfikacyjny jest nieprawidłowy',
  },
  it_IT: {
    'login.badCredentials': 'Account o password non corretti',
    'captcha.wrong': 'Il codice di verifica non è corretto',
  },
};
