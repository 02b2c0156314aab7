// The JIT facade handles the framework's own partially compiled declarations; an Angular CLI build links them
// ahead of time instead. The app's component itself is compiled ahead of time by ngc.
import '@angular/compiler';
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'crypto-widgets';
import { App } from './app.js';

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error) => console.error(error));
