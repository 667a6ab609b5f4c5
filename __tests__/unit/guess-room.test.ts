import { describe, expect, it } from '@jest/globals';
import { defaultTool, guessRoom } from '@/components/batch/guess-room';

describe('guessRoom', () => {
  it('reads the room from the words photographers put in file names', () => {
    expect(guessRoom('01-Living-Room.JPG')).toBe('living_room');
    expect(guessRoom('IMG_2041_kitchen.heic')).toBe('kitchen');
    expect(guessRoom('master_bedroom_2.jpg')).toBe('bedroom');
    expect(guessRoom('bathroom-upstairs.png')).toBe('bathroom');
    expect(guessRoom('guest-bedroom.jpg')).toBe('guest_room');
    expect(guessRoom('front-facade.jpg')).toBe('exterior');
    expect(guessRoom('cuisine.jpg')).toBe('kitchen');
    expect(guessRoom('Schlafzimmer.jpg')).toBe('bedroom');
  });

  it('guesses nothing from a name that says nothing', () => {
    expect(guessRoom('IMG_2041.jpg')).toBeNull();
    expect(guessRoom('DSC00017.JPG')).toBeNull();
  });
});

describe('defaultTool', () => {
  it('stages rooms and gives the outside curb appeal', () => {
    expect(defaultTool('living_room')).toBe('virtual-staging');
    expect(defaultTool('exterior')).toBe('curb-appeal');
  });
});
